import { createContext, useContext } from "react";
import type { UiLocale } from "./constants";
import type { Catalog } from "./i18n";

/** What the interface needs in one language: the console's messages and Polaris' own strings. */
export interface LocaleCatalogs {
  catalog: Catalog;
  polaris: Record<string, unknown>;
}

/**
 * Where the catalogs come from: the server's own copies while rendering (entry.server.tsx), and
 * the cacheable script the document loads before hydration in the browser (entry.client.tsx).
 * Sent inside every document (as root loader data), the ~80 KB of strings were half of the
 * smallest document's server time.
 */
export interface CatalogSource {
  /** content hash of both catalogs: part of the script's URL, so a new build is a new URL */
  version: string;
  get(locale: UiLocale): LocaleCatalogs | undefined;
}

export const CatalogContext = createContext<CatalogSource>({ version: "", get: () => undefined });
export const useCatalogs = () => useContext(CatalogContext);

/** The script that defines the catalogs of one language in the browser (app/routes/i18n.$file.ts). */
export const catalogScriptPath = (locale: UiLocale, version: string) => `/i18n/${locale}.${version}.js`;

/** The global the catalog script fills: `{ version, locales: { zh: {...} } }`. */
export const CATALOG_GLOBAL = "__consoleCatalogs";
declare global {
  interface Window {
    [CATALOG_GLOBAL]?: { version: string; locales: Partial<Record<UiLocale, LocaleCatalogs>> };
  }
}

/** The browser's source: what the document's catalog script defined. */
export function browserCatalogs(): CatalogSource {
  return {
    get version() {
      return window[CATALOG_GLOBAL]?.version ?? "";
    },
    get: (locale) => window[CATALOG_GLOBAL]?.locales[locale],
  };
}

/**
 * Resolves once the document's language has its strings, so hydration renders what the server
 * did. Remix starts the app from an `async` module script, which may run before the deferred
 * catalog script when the modules come from the cache first: the page then hydrated without
 * strings and showed raw keys. Deferred scripts have all run by DOMContentLoaded; if the catalog
 * script failed, it is loaded once more.
 */
export async function catalogsReady(locale: UiLocale): Promise<void> {
  if (window[CATALOG_GLOBAL]?.locales[locale]) return;
  if (document.readyState === "loading") {
    await new Promise<void>((resolve) => document.addEventListener("DOMContentLoaded", () => resolve(), { once: true }));
  }
  if (!window[CATALOG_GLOBAL]?.locales[locale]) await loadCatalogs(locale).catch(() => undefined);
}

/** Loads one language's catalog script into the page unless it is there already. */
export function loadCatalogs(locale: UiLocale): Promise<void> {
  const loaded = window[CATALOG_GLOBAL];
  if (loaded?.locales[locale]) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = catalogScriptPath(locale, loaded?.version ?? "0");
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`the ${locale} strings did not load`));
    document.head.append(script);
  });
}
