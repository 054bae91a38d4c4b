// Every signed-in page the route modules serve, for the passes that visit them all (a11y.spec.ts,
// raw-keys.spec.ts). Found from app/routes, so later areas are covered without being listed.
import { routeModules } from "../support/route-modules";

// pages only: a download (a module without a component) has no text to read
const pages = routeModules().filter((m) => m.signedIn && m.id !== "_app" && m.hasLoader && m.hasPage);
const lists = pages.filter((m) => m.hasAction && !m.params && !/\/(new|edit)$/.test(m.url));

const logs = lists.map((m) => `${m.url}?logs=all`);

/** Each page (a `$param` as 1) and the change log of each list (?logs=all). */
export const EVERY_PAGE: readonly string[] = [...pages.map((m) => m.url), ...logs];

/**
 * Pages drawn from the shared resource shape (app/features/resource) are built by the same
 * components from short definitions: the accessibility pass scans one slice of them per run, in
 * both languages, the slice turning with the day (AXE_ROTATION, set once per run by
 * playwright.config.ts), so every one is scanned within AXE_SLICES days. AXE_FULL=1 scans them all:
 * tests/run-all.sh sets it when the shared UI, the shape or the catalogs changed in the last commit.
 * Hand-written pages are scanned on every run.
 */
export const AXE_SLICES = 3;
const resourcePages = pages.filter((m) => m.resourceShape).map((m) => m.url);
function inRotation(url: string): boolean {
  if (process.env.AXE_FULL === "1") return true;
  const slice = Number(process.env.AXE_ROTATION ?? 0) % AXE_SLICES;
  return resourcePages.indexOf(url) % AXE_SLICES === slice;
}

/**
 * What the accessibility pass scans in a language: every page; every list's change log once, in
 * zh or en by turns (the panel is one shared component, its words are read in both languages by
 * the raw-key pass); a shared confirmation (a panel over the list), a record opened over a list
 * and the not-found page. An area's own pass (a11yPass in axe.ts) leaves these out and scans the
 * states only it reaches.
 */
export function a11yScanned(lang: "zh" | "en"): string[] {
  return [
    ...pages.filter((m) => !m.resourceShape || inRotation(m.url)).map((m) => m.url),
    ...logs.filter((_, i) => i % 2 === (lang === "zh" ? 0 : 1)),
    "/system/currency-manage-list?confirm=disable&confirm_id=1",
    "/system/customer-list?customer=1",
    "/error/404",
  ];
}

/** The create forms, sent as they open so their fields' errors show. */
export const CREATE_FORMS: readonly string[] = EVERY_PAGE.filter((u) => u.endsWith("/new"));

/** Splits the URLs into parts of at most `size`, each a test of its own that the workers share. */
export function inParts<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}
