import { createCookie } from "@remix-run/node";
import i18next from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { en } from "~/locales/en";
import { zh } from "~/locales/zh";
import { DEFAULT_LOCALE, UI_LOCALES, type UiLocale } from "./constants";
import { polarisTranslations } from "./polaris-i18n.server";
import type { Catalog, T } from "./i18n";

export const localeCookie = createCookie("lng", { path: "/", sameSite: "lax", httpOnly: true, maxAge: 365 * 24 * 3600 });

// The interface language is the user's choice, kept in a cookie; zh until they pick.
export const i18nServer = new RemixI18Next({
  detection: { supportedLanguages: [...UI_LOCALES], fallbackLanguage: DEFAULT_LOCALE, cookie: localeCookie, order: ["cookie"] },
});

export const catalogs: Record<UiLocale, Catalog> = { zh, en };

// What the root loader sends the browser: both catalogs as prepared JSON strings, since encoding
// one string per document is far cheaper than encoding a few hundred keys each time.
export const preparedCatalogs = Object.fromEntries(
  UI_LOCALES.map((l) => [l, { catalog: JSON.stringify(catalogs[l]), polaris: JSON.stringify(polarisTranslations[l]) }]),
) as Record<UiLocale, { catalog: string; polaris: string }>;

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
