// How a site is named, in one place for the console and the API (issue 41): its name in the
// reader's language from the catalogs' `site.*` keys, never the bare code. Pure: the caller brings
// its catalog lookup, so neither half ships both catalogs where it needs one.

/** A catalog lookup: a key (and its {{vars}}) → text; an unknown key comes back as itself. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** A site as staff name it: "United Kingdom", "brand us" (zh "英国", "品牌站 us"); an unknown code as itself. */
export function siteName(t: Translate, abbr: string): string {
  const brand = /^(.+)_v1$/.exec(abbr);
  if (brand) return t("site.brand", { site: brand[1] });
  const key = `site.${abbr}`;
  const name = t(key);
  return name === key ? abbr : name;
}

/** A record that belongs to a site, named with it: "Summer deals (英国)" / "Summer deals (United Kingdom)". */
export const nameAtSite = (t: Translate, name: string, site: string) => t("site.nameAt", { name, site: siteName(t, site) });

/** A site inside a sentence in both languages ("the United Kingdom site", 站点“英国”): the API's refusals take it. */
export interface SiteWords {
  en: string;
  zh: string;
}

/** The site inside a sentence: 站点“英国” / "the United Kingdom site". */
export const siteInSentence = (t: Translate, abbr: string) => t("site.inSentence", { site: siteName(t, abbr) });
