// The console's Remix route modules, read from app/routes the way Remix's flat-routes convention
// does, for tests that must cover every route and every action without a hand-kept list.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FLOATING_SEED } from "../../server/db/seed-floating-bars";

const ROUTES_DIR = fileURLToPath(new URL("../../app/routes", import.meta.url));

export interface RouteModule {
  /** path below app/routes */
  file: string;
  /** flat-routes id, e.g. _app.system.currency-manage-list.$id */
  id: string;
  /** a URL the module serves; each `$param` becomes its sample (SAMPLE_PARAMS) or "1", a splat "x" */
  url: string;
  params: number;
  /** under the signed-in layout (_app) */
  signedIn: boolean;
  hasLoader: boolean;
  hasAction: boolean;
  /** renders a page (a module without a component is a resource route: a download) */
  hasPage: boolean;
  /**
   * its screen is drawn from the shared resource shape (app/features/resource: ResourceList,
   * ResourceForm, defineScreen) rather than written by hand
   */
  resourceShape: boolean;
}

const FEATURES_DIR = fileURLToPath(new URL("../../app/features", import.meta.url));

/** Does the screen a route module exports as its default come from the resource shape? */
function drawnFromResource(source: string): boolean {
  const from = /export\s*\{[^}]*\bas default\b[^}]*\}\s*from\s*"~\/features\/([^"]+)"/.exec(source)?.[1];
  if (!from) return false;
  const file = [".tsx", ".ts", "/index.tsx"].map((ext) => path.join(FEATURES_DIR, from + ext)).find((f) => fs.existsSync(f));
  return (
    !!file && /from\s*"(\.\.\/resource|~\/features\/resource)\/(ResourceList|ResourceForm|screen)"/.test(fs.readFileSync(file, "utf8"))
  );
}

/** The id the seed gives the first row `pick` chooses (the seed inserts a table's rows in order, from id 1). */
function seededId<R>(rows: readonly R[], pick: (row: R) => boolean): string {
  const i = rows.findIndex(pick);
  if (i < 0) throw new Error("the seed has no row for a route's sample id");
  return String(i + 1);
}

const barOf = (place: string) => (row: (typeof FLOATING_SEED)["floating_configs"][number]) => row[11]?.place === place;

/**
 * A `$param` is "1" unless the page serves only some of its table's records: each floating-bar place's
 * form answers 404 for the other place's bar (one table holds both), so it is opened on one of its own.
 */
const SAMPLE_PARAMS: Record<string, string> = {
  "_app.resource.home-suspension-bar.$id": seededId(FLOATING_SEED.floating_configs, barOf("home")),
  "_app.resource.commercial-floating-bar.$id": seededId(FLOATING_SEED.floating_configs, barOf("commercial")),
};

/** The URL a flat-routes module id serves. */
export function urlOf(id: string): { url: string; params: number } {
  const segments = id.split(".").filter((s) => !s.startsWith("_")); // pathless layouts and _index
  const params = segments.filter((s) => s.startsWith("$")).length;
  const url = segments.map((s) => (s === "$" ? "x" : s.startsWith("$") ? (SAMPLE_PARAMS[id] ?? "1") : s)).join("/");
  return { url: `/${url}`, params };
}

const exported = (source: string, name: string) =>
  new RegExp(`export\\s+(const|(async\\s+)?function)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`).test(source);

export function routeModules(): RouteModule[] {
  const out: RouteModule[] = [];
  for (const entry of fs.readdirSync(ROUTES_DIR, { withFileTypes: true })) {
    let file: string | undefined;
    let id: string | undefined;
    if (entry.isFile()) {
      const m = /^(.+)\.tsx?$/.exec(entry.name);
      if (m) [file, id] = [entry.name, m[1]];
    } else if (entry.isDirectory()) {
      const inner = ["route.tsx", "route.ts"].find((f) => fs.existsSync(path.join(ROUTES_DIR, entry.name, f)));
      if (inner) [file, id] = [`${entry.name}/${inner}`, entry.name];
    }
    if (!file || !id) continue;
    const source = fs.readFileSync(path.join(ROUTES_DIR, file), "utf8");
    out.push({
      file,
      id,
      ...urlOf(id),
      signedIn: id === "_app" || id.startsWith("_app."),
      hasLoader: exported(source, "loader"),
      hasAction: exported(source, "action"),
      hasPage: exported(source, "default") || /export\s+default\b/.test(source),
      resourceShape: drawnFromResource(source),
    });
  }
  return out.sort((a, b) => a.id.localeCompare(b.id));
}
