// The guide docs/adding-a-screen.md cannot drift (issue 36 point 7): every kind found in
// app/domain/kinds (by reading the folder, not a list) must be in each registry a kind needs — the
// route tree, the API's router, both catalogs, the permission fixture and a migration. The lists
// themselves are found from the folders (server/scripts/registries.mjs, tests/unit/registries.test.ts),
// so what fails here is a kind whose piece was never written; the message names the piece.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { KindDef } from "~/domain/kinds/kind";
import { routeByName } from "~/lib/route-tree";
import { en } from "~/locales/en";
import { zh } from "~/locales/zh";
import { buildRouter } from "../../server/app";
import { ENDPOINTS, ROUTES } from "../fixtures/permissions";

const DIR = path.resolve(__dirname, "../../app/domain/kinds");
const isKind = (v: unknown): v is KindDef =>
  typeof v === "object" && v !== null && "entity" in v && "fields" in v && "table" in v && "api" in v;

async function foundKinds(): Promise<[string, KindDef][]> {
  const out: [string, KindDef][] = [];
  for (const file of fs.readdirSync(DIR).filter((f) => f.endsWith(".ts"))) {
    const mod = (await import(path.join(DIR, file))) as Record<string, unknown>;
    for (const v of Object.values(mod)) if (isKind(v)) out.push([file, v]);
  }
  return out;
}

const migrations = fs
  .readdirSync(path.resolve(__dirname, "../../server/db/migrations"))
  .map((f) => fs.readFileSync(path.resolve(__dirname, "../../server/db/migrations", f), "utf8"))
  .join("\n");

describe("every kind is in every registry", async () => {
  const kinds = await foundKinds();
  const router = buildRouter();
  const served = new Set(router.endpoints.map((e) => `${e.method} ${e.path}`));

  it("finds the kinds by reading app/domain/kinds", () => {
    expect(kinds.map(([, k]) => k.entity)).toEqual(
      expect.arrayContaining(["currency", "sign_banner", "integral_rule", "ranking", "exclusive_offer"]),
    );
  });

  it.each(kinds.map(([file, k]) => [file, k] as const))("%s: route tree, router, catalogs, fixture, migration", (_file, kind) => {
    const missing: string[] = [];
    if (!routeByName(kind.route)) missing.push(`route tree: ${kind.route}`);
    if (kind.formRoute && !routeByName(kind.formRoute)) missing.push(`route tree: ${kind.formRoute}`);
    if (!served.has(`GET ${kind.api.list}`)) missing.push(`router: GET ${kind.api.list}`);
    // a kind whose spec names one write (`…/store`) creates and updates there
    if (!served.has(`POST ${kind.api.store ?? kind.api.create ?? `${kind.api.one}/create`}`)) missing.push("router: create");
    if (!served.has(`POST ${kind.api.store ?? kind.api.update ?? `${kind.api.one}/update`}`)) missing.push("router: update");
    const keys = [...Object.values(kind.fields).map((f) => f.label), ...Object.values(kind.text)];
    for (const k of keys) {
      if (!(k in en)) missing.push(`en catalog: ${k}`);
      if (!(k in zh)) missing.push(`zh catalog: ${k}`);
    }
    if (!ROUTES.some((r) => r.name === kind.route)) missing.push(`permission fixture ROUTES: ${kind.route}`);
    if (!Object.keys(ENDPOINTS).some((e) => e === `GET ${kind.api.list}`))
      missing.push(`permission fixture ENDPOINTS: GET ${kind.api.list}`);
    if (!new RegExp(`create table ${kind.table}\\b`).test(migrations)) missing.push(`migration: create table ${kind.table}`);
    expect(missing).toEqual([]);
  });
});
