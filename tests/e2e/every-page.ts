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
 * tests/run-all.sh sets it when the shared UI, the shape or the catalogs differ from the commit the last
 * full pass scanned (tests/e2e/axe-full-pass.txt).
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
 * The lists' change logs are one shared panel (app/ui/LogTable.tsx) over each list: a run scans a
 * slice of them, each in one language, the slice and the language turning with the day, so every
 * list's log is scanned within AXE_SLICES days and in both languages within twice that; AXE_FULL
 * scans every log, in zh or en by turns. Its words are read in both languages by the raw-key pass.
 */
function logScanned(index: number, lang: "zh" | "en"): boolean {
  const inLang = (turn: number) => (index + turn) % 2 === (lang === "zh" ? 0 : 1);
  if (process.env.AXE_FULL === "1") return inLang(0);
  const rotation = Number(process.env.AXE_ROTATION ?? 0);
  return index % AXE_SLICES === rotation % AXE_SLICES && inLang(Math.floor(rotation / AXE_SLICES));
}

/**
 * What the accessibility pass scans in a language: every page; the lists' change logs by turns
 * (logScanned); a shared confirmation (a panel over the list), a record opened over a list
 * and the not-found page. An area's own pass (a11yPass in axe.ts) leaves these out and scans the
 * states only it reaches.
 */
export function a11yScanned(lang: "zh" | "en"): string[] {
  return [
    ...pages.filter((m) => !m.resourceShape || inRotation(m.url)).map((m) => m.url),
    ...logs.filter((_, i) => logScanned(i, lang)),
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
