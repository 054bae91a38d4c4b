import crypto from "node:crypto";
import { createCookie } from "@remix-run/node";
import i18next from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { en } from "~/locales/en";
import { zh } from "~/locales/zh";
import { AREA_CATALOG_FILES } from "~/locales/areas";
import { CATALOG_PARTS, type CatalogPart } from "./catalog-parts";
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

// The browser's parts (lib/catalog-parts.ts): an area file's keys go to its area's part, except
// the keys of shared components (any page may show them), which stay in the core, and the keys an
// area's pages borrow from another area. tests/unit/i18n-parts.test.ts derives from the code what
// each page can show and fails when a key is not in the parts that page loads.
// A file of locales/areas/ belongs to the part its name starts with (the longest: system-geo-… to
// system-geo, system-media to system); a file of no part's name (kinds) stays in the core.
const partOfFile = (name: string) =>
  [...CATALOG_PARTS].sort((a, b) => b.length - a.length).find((p) => name === p || name.startsWith(`${p}-`));
const AREA_CATALOGS = Object.fromEntries(
  CATALOG_PARTS.map((part) => {
    const files = AREA_CATALOG_FILES.filter((f) => partOfFile(f.name) === part);
    return [part, { en: files.map((f) => f.en), zh: files.map((f) => f.zh) }];
  }),
) as Record<CatalogPart, Record<UiLocale, object[]>>;
/** Keys (by their start) of the main catalog that only a part's pages show. */
export const PART_KEY_PREFIXES: Partial<Record<CatalogPart, readonly string[]>> = {
  // System's first screens: currencies, rates, COD fees, app versions, customers, tags, the check-in blacklist
  system: ["rate.", "cod.", "appv.", "cust.", "tag.", "black."],
  "system-currency": ["cur."],
  dashboard: ["dashboard."],
  // the "someone else decides" notes of the reviewed records: budgets (market tool) and events (activity)
  "market-tool": ["review.block."],
  openApp: ["openApp."],
};
/**
 * Keys (by their start) defined in an area's file but shown by shared components. A log step's
 * label comes from the data (the audit row's action), and the shared log shows steps of any area.
 */
export const CORE_KEY_PREFIXES: readonly string[] = ["lightbox.", "image.", "video.", "kind.video.", "geo.country.search", "log.action."];
/** Keys (by their start) of another area that an area's pages show. */
export const BORROWED_KEY_PREFIXES: Partial<Record<CatalogPart, readonly string[]>> = {
  // a label's events; a label's products by spreadsheet import with the shared import status
  goods: ["event.status.", "excel."],
  // an event's price sheet imports in the background with the shared import status
  activity: ["excel.", "review.block."],
  // the option value ↔ tag screens name the tag groups
  "system-option-tags": ["tag.group"],
  // category pools list products
  "page-management": ["goods."],
  // System's other screens (rates, COD fees) name currencies as the currency list does
  system: ["cur."],
  // shared fission's configs are drawn as the resource slots' configs are
  "shared-fission": ["rc."],
};

export type CatalogParts = { core: Catalog; parts: Record<CatalogPart, Catalog> };

function splitCatalog(locale: UiLocale): CatalogParts {
  const owner = new Map<string, CatalogPart>();
  for (const part of CATALOG_PARTS) for (const c of AREA_CATALOGS[part][locale]) for (const k of Object.keys(c)) owner.set(k, part);
  for (const key of Object.keys(catalogs[locale])) {
    if (owner.has(key)) continue;
    const part = CATALOG_PARTS.find((p) => PART_KEY_PREFIXES[p]?.some((x) => key.startsWith(x)));
    if (part) owner.set(key, part);
  }
  const core: Catalog = {};
  const parts = Object.fromEntries(CATALOG_PARTS.map((p) => [p, {} as Catalog])) as Record<CatalogPart, Catalog>;
  for (const [key, text] of Object.entries(catalogs[locale])) {
    const part = owner.get(key);
    if (!part || CORE_KEY_PREFIXES.some((p) => key.startsWith(p))) core[key] = text;
    else parts[part][key] = text;
    for (const borrower of CATALOG_PARTS) {
      if (borrower !== part && BORROWED_KEY_PREFIXES[borrower]?.some((p) => key.startsWith(p))) parts[borrower][key] = text;
    }
  }
  return { core, parts };
}

export const catalogParts: Record<UiLocale, CatalogParts> = { zh: splitCatalog("zh"), en: splitCatalog("en") };

// Each script adds to `self.__consoleCatalogs.locales[<locale>]`, in whichever order they run: the
// core sets Polaris' strings, every script merges its keys and names the part it brought.
const script = (locale: UiLocale, part: CatalogPart | null, keys: Catalog, polaris?: Record<string, unknown>) =>
  `(function(g,l){var c=g.locales[l]=g.locales[l]||{catalog:{},polaris:{},parts:[]};` +
  `Object.assign(c.catalog,${JSON.stringify(keys)});` +
  (polaris ? `c.polaris=${JSON.stringify(polaris)};` : "") +
  `c.parts.push(${JSON.stringify(part ?? "core")})})(self.${CATALOG_GLOBAL}=self.${CATALOG_GLOBAL}||{version:${JSON.stringify(catalogVersion)},locales:{}},${JSON.stringify(locale)});\n`;

const scripts = Object.fromEntries(
  UI_LOCALES.map((l) => [
    l,
    {
      core: script(l, null, catalogParts[l].core, polarisTranslations[l]),
      ...Object.fromEntries(CATALOG_PARTS.map((p) => [p, script(l, p, catalogParts[l].parts[p])])),
    },
  ]),
) as Record<UiLocale, Record<CatalogPart | "core", string>>;

/** The script defining one language's core strings, or one area's part of them, in the browser. */
export const catalogScript = (locale: UiLocale, part: CatalogPart | null = null) => scripts[locale][part ?? "core"];

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
