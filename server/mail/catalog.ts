import { en } from "../../app/locales/en";
import { zh } from "../../app/locales/zh";
import type { MailLanguage } from "./outbox";

const CATALOGS = { en, zh } as const;

/** A catalog text in the mail's language, its {{vars}} filled (one not given is left empty, never "undefined"). */
export function mailT(lang: MailLanguage, key: keyof typeof en, vars: Record<string, string> = {}): string {
  return (CATALOGS[lang][key] as string).replace(/\{\{(\w+)\}\}/g, (_, k) => vars[k] ?? "");
}
