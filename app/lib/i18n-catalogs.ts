import { createContext, useContext } from "react";
import type { CatalogPart } from "./catalog-parts";
import type { UiLocale } from "./constants";
import type { Catalog } from "./i18n";

/** What the interface needs in one language: the console's messages and Polaris' own strings. */
export interface LocaleCatalogs {
  catalog: Catalog;
  polaris: Record<string, unknown>;
  /** in the browser: the parts loaded so far ("core" and areas, lib/catalog-parts.ts) */
  parts?: string[];
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

/** The script that defines one language's core strings, or one area's part, in the browser (app/routes/i18n.$file.ts). */
export const catalogScriptPath = (locale: UiLocale, version: string, part: CatalogPart | null = null) =>
  `/i18n/${locale}${part ? `-${part}` : ""}.${version}.js`;

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

const hasPart = (locale: UiLocale, part: string) => !!window[CATALOG_GLOBAL]?.locales[locale]?.parts?.includes(part);

/**
 * Resolves once the document's language has its strings (the core and the page's area part), so
 * hydration renders what the server did. Remix starts the app from an `async` module script, which
 * may run before the deferred catalog scripts when the modules come from the cache first: the page
 * then hydrated without strings and showed raw keys. Deferred scripts have all run by
 * DOMContentLoaded; a script that failed is loaded once more.
 */
export async function catalogsReady(locale: UiLocale, part: CatalogPart | null): Promise<void> {
  if (hasPart(locale, "core") && (!part || hasPart(locale, part))) return;
  await domContentLoaded();
  await loadCatalogs(locale, part).catch(() => undefined);
}

/** DOMContentLoaded, or now if it has fired: readyState is "interactive" before the deferred scripts run. */
function domContentLoaded(): Promise<void> {
  const nav = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (document.readyState === "complete" || (nav && nav.domContentLoadedEventStart > 0)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    document.addEventListener("DOMContentLoaded", () => resolve(), { once: true });
    // a browser without navigation timing, past the event already
    if (!nav && document.readyState !== "loading") setTimeout(resolve, 3000);
  });
}

/** The strings' version: from the scripts that ran, else from the document's own catalog script. */
function version() {
  const src = document.querySelector<HTMLScriptElement>('head script[src^="/i18n/"]')?.getAttribute("src") ?? "";
  return window[CATALOG_GLOBAL]?.version ?? /\.([0-9a-f]+)\.js$/.exec(src)?.[1] ?? "0";
}

const loading = new Map<string, Promise<void>>();

function loadScript(locale: UiLocale, part: CatalogPart | null): Promise<void> {
  const name = part ?? "core";
  if (hasPart(locale, name)) return Promise.resolve();
  const id = `${locale}-${name}`;
  let p = loading.get(id);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = catalogScriptPath(locale, version(), part);
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`the ${locale} strings (${name}) did not load`));
      document.head.append(script);
    }).finally(() => loading.delete(id));
    loading.set(id, p);
  }
  return p;
}

/** Loads one language's core strings and, when given, an area's part, unless they are there already. */
export async function loadCatalogs(locale: UiLocale, part: CatalogPart | null = null): Promise<void> {
  await Promise.all([loadScript(locale, null), part ? loadScript(locale, part) : undefined]);
}

/** Loads an area's part in every language whose core is loaded (normally the one on screen). */
export async function loadPart(part: CatalogPart | null): Promise<void> {
  if (!part) return;
  const locales = Object.keys(window[CATALOG_GLOBAL]?.locales ?? {}) as UiLocale[];
  await Promise.all(locales.map((l) => loadScript(l, part)));
}
