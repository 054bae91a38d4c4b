// The registries are found, not edited (docs/decisions/0008-found-registries.md): each index module
// is written by server/scripts/registries.mjs from its folder's files. A checked-in index that no
// longer says what its folder holds (a file added without running the script) fails here, as does
// a folder whose files break its convention.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { expectedIndexes } from "../../server/scripts/registries.mjs";

const ROOT = path.resolve(__dirname, "../..");

describe("found registries", () => {
  it("every checked-in index says what its folder holds (else: npm run registries)", async () => {
    const indexes = (await expectedIndexes()) as [string, string][];
    expect(indexes.map(([file]) => file)).toEqual([
      "server/db/migrations/index.ts",
      "app/lib/route-areas/index.ts",
      "app/locales/areas/index.ts",
      "server/modules/index.ts",
      "app/domain/kinds/index.ts",
      "tests/fixtures/areas/index.ts",
      "server/db/seed-configs/index.ts",
    ]);
    const stale = indexes.filter(([file, text]) => fs.readFileSync(path.join(ROOT, file), "utf8") !== text).map(([file]) => file);
    expect(stale).toEqual([]);
  });

  it("names every migration file, in order", async () => {
    const { MIGRATIONS } = await import("../../server/db/migrations");
    const files = fs
      .readdirSync(path.join(ROOT, "server/db/migrations"))
      .filter((f) => /^\d{3}_/.test(f))
      .map((f) => f.replace(/\.ts$/, ""))
      .sort();
    expect(MIGRATIONS.map((m: { name: string }) => m.name)).toEqual(files);
  });

  it("places a route file under the area its name starts with, and refuses one of no area", async () => {
    const { FOUND_AREAS } = await import("~/lib/route-areas");
    const system = FOUND_AREAS.find((a) => a.name === "system")!;
    // system-geo.ts's routes sit under System, beside system.ts's own
    expect(system.children!.map((c) => c.name)).toEqual(expect.arrayContaining(["setting", "address", "currency-manage-list"]));
    const activity = FOUND_AREAS.find((a) => a.name === "activity")!;
    expect(activity.children!.map((c) => c.name)).toEqual(expect.arrayContaining(["daily-specials"]));
  });
});

describe("the script on a folder of its own", () => {
  it("refuses a route file that belongs to no area, naming it", async () => {
    // a copy of the script beside a project of three files: the area, its part, and a stray file
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "registries-"));
    fs.mkdirSync(path.join(dir, "server/scripts"), { recursive: true });
    fs.cpSync(path.join(ROOT, "server/scripts/registries.mjs"), path.join(dir, "server/scripts/registries.mjs"));
    fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
    const areas = path.join(dir, "app/lib/route-areas");
    fs.mkdirSync(areas, { recursive: true });
    fs.writeFileSync(path.join(areas, "shop.ts"), `export const SHOP_AREA: AreaHead = {};\nexport const SHOP_ROUTES: RouteNode[] = [];\n`);
    fs.writeFileSync(path.join(areas, "shop-cart.ts"), `export const SHOP_CART_ROUTES: RouteNode[] = [];\n`);
    const script = await import(path.join(dir, "server/scripts/registries.mjs"));
    const routeAreas = script.GENERATORS[1] as () => [string, string];
    expect(routeAreas()[1]).toContain("{ ...SHOP_AREA, children: [...SHOP_ROUTES, ...SHOP_CART_ROUTES] }");
    fs.writeFileSync(path.join(areas, "stray.ts"), `export const STRAY_ROUTES: RouteNode[] = [];\n`);
    expect(routeAreas).toThrow(/stray\.ts: no area file/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
