import { createContext, useContext } from "react";
import type { MessageKey } from "~/locales/en";
import type { UiLocale } from "./constants";
import { siteName } from "~/domain/site-name";
import { parseMessage } from "./validation-message";

export type Catalog = Record<string, string>;
export type T = (key: MessageKey | (string & {}), vars?: Record<string, string | number>) => string;

/** Looks a key up and fills {{vars}}; an unknown key shows as itself (e.g. a server message). */
export function makeT(catalog: Catalog): T {
  return (key, vars) => {
    const text = catalog[key] ?? key;
    return vars ? text.replace(/\{\{(\w+)\}\}/g, (_, k) => String(vars[k] ?? "")) : text;
  };
}

/** A validation message (a catalog key, maybe with values: see validation.ts) in the interface language. */
export function tMessage(t: T, text: string) {
  const { key, vars } = parseMessage(text);
  // a message carries a site as its code (it is written without the interface language): named here
  return t(key, vars.site ? { ...vars, site: siteName(t, vars.site) } : vars);
}

/** A field's validation messages as one text: each a sentence of its own, not run together. */
export function tMessages(t: T, texts: readonly string[] | null | undefined) {
  return texts?.length ? texts.map((e) => tMessage(t, e)).join(t("common.messageSep")) : undefined;
}

// The browser gets the catalog of the chosen language from the root loader instead of shipping
// i18next and both catalogs in its bundle.
export const I18nContext = createContext<{ locale: UiLocale; t: T }>({ locale: "zh", t: (k) => k });

export function useT() {
  return useContext(I18nContext);
}
