import crypto from "node:crypto";
import { createCookie } from "@remix-run/node";
import i18next from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { en } from "~/locales/en";
import { zh } from "~/locales/zh";
import { DEFAULT_LOCALE, UI_LOCALES, type UiLocale } from "./constants";
import { polarisTranslations } from "./polaris-i18n.server";
import type { Catalog, T } from "./i18n";
import { CATALOG_GLOBAL, type CatalogSource } from "./i18n-catalogs";

export const localeCookie = createCookie("lng", { path: "/", sameSite: "lax", httpOnly: true, maxAge: 365 * 24 * 3600 });

// The interface language is the user's choice, kept in a cookie; zh until they pick.
export const i18nServer = new RemixI18Next({
  detection: { supportedLanguages: [...UI_LOCALES], fallbackLanguage: DEFAULT_LOCALE, cookie: localeCookie, order: ["cookie"] },
});

export const catalogs: Record<UiLocale, Catalog> = { zh, en };

// The catalogs in the browser: one script per language at a URL that changes with their content
// (app/routes/i18n.$file.ts), cached by the browser for good instead of sent in every document.
export const catalogVersion = crypto
  .createHash("sha256")
  .update(JSON.stringify([catalogs, polarisTranslations]))
  .digest("hex")
  .slice(0, 12);

export const serverCatalogs: CatalogSource = {
  version: catalogVersion,
  get: (locale) => ({ catalog: catalogs[locale], polaris: polarisTranslations[locale] }),
};

const scripts = Object.fromEntries(
  UI_LOCALES.map((l) => [
    l,
    `(self.${CATALOG_GLOBAL}=self.${CATALOG_GLOBAL}||{version:${JSON.stringify(catalogVersion)},locales:{}}).locales[${JSON.stringify(l)}]=${JSON.stringify(serverCatalogs.get(l))};\n`,
  ]),
) as Record<UiLocale, string>;

/** The script defining one language's catalogs in the browser. */
export const catalogScript = (locale: UiLocale) => scripts[locale];

// One i18next instance for the whole process: creating one per request showed up in profiles.
const instance = i18next.createInstance();
void instance.init({
  resources: { zh: { translation: zh }, en: { translation: en } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  initImmediate: false,
});

export async function getLocale(request: Request): Promise<UiLocale> {
  const l = await i18nServer.getLocale(request);
  return (UI_LOCALES as readonly string[]).includes(l) ? (l as UiLocale) : DEFAULT_LOCALE;
}

export async function getT(request: Request) {
  const locale = await getLocale(request);
  return { locale, t: instance.getFixedT(locale) as unknown as T };
}
