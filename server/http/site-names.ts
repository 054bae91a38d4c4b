import { siteInSentence, siteName, type Translate } from "../../app/domain/site-name";
import { en } from "../../app/locales/en";
import { zh } from "../../app/locales/zh";

// The API names a site as the console does (app/domain/site-name.ts, issue 41): refusals carry both
// languages (ApiError answers each caller in theirs), mails are written in their reader's language.

type Lang = "en" | "zh";

const lookup =
  (catalog: Record<string, string>): Translate =>
  (key, vars = {}) =>
    (catalog[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ""));

const CATALOGS: Record<Lang, Translate> = { en: lookup(en), zh: lookup(zh) };

/** A site's name in one language: "United Kingdom" / "英国". */
export const siteNameIn = (lang: Lang, abbr: string) => siteName(CATALOGS[lang], abbr);

/** A site's name in both languages. */
export const siteNames = (abbr: string) => ({ en: siteNameIn("en", abbr), zh: siteNameIn("zh", abbr) });

/** The site inside a sentence, in both languages: "the United Kingdom site" / 站点“英国”; `en0` opens a sentence. */
export function siteSentence(abbr: string) {
  const inEn = siteInSentence(CATALOGS.en, abbr);
  return { en: inEn, en0: inEn.charAt(0).toUpperCase() + inEn.slice(1), zh: siteInSentence(CATALOGS.zh, abbr) };
}
