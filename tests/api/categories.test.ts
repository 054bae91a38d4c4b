// Page management → category trees: /api/category/* (spec section 7 "Category"). Expected values
// are the demo seed's literal names and numbers, or what each test built itself.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
let approver: string;
let viewer: string;
let operator: string;

beforeAll(async () => {
  t = await startTestApi();
  [admin, approver, viewer, operator] = await Promise.all([t.token("admin"), t.token("approver"), t.token("viewer"), t.token("operator")]);
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, body: unknown, token = admin) => t.post(`/api/category/${path}`, body, { token });
const get = (path: string, query: Record<string, string | number>, token = admin) => t.get(`/api/category/${path}`, { token, query });
const names = (list: { name: string }[]) => list.map((c) => c.name);
const add = async (site: string, name: string, parent_id?: number, extra: Record<string, unknown> = {}) => {
  const res = await post("addCategory", { site, name, parent_id, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; level: number; path: string; version: number; name: string };
};
const auditCount = async (entity: string, id: number) =>
  (await t.sql<{ n: number }>("select count(*)::int as n from audit_log where entity = $1 and entity_id = $2", [entity, String(id)]))[0].n;

describe("reading the tree one level at a time", () => {
  it("lists a site's first level in order with its children counts, then one level below", async () => {
    const res = await get("list", { site: "us" }, approver);
    expect(res.status).toBe(200);
    expect(names(res.body.data.list)).toEqual(["New In", "Baby", "Girls", "Boys", "Family Matching", "Sale"]);
    expect(res.body.data.list.map((c: { children_count: number }) => c.children_count)).toEqual([0, 3, 3, 2, 2, 0]);
    expect(res.body.data.list.find((c: { name: string }) => c.name === "Sale").is_show).toBe(false);
    const girls = res.body.data.list.find((c: { name: string }) => c.name === "Girls");
    const below = await get("list", { site: "us", parent_id: girls.id }, approver);
    expect(names(below.body.data.list)).toEqual(["Dresses", "Tops & Tees", "Swimwear"]);
    expect(below.body.data.ancestors).toEqual([{ id: girls.id, name: "Girls", level: 1 }]);
  });

  it("searches a site's whole tree by name prefix, and filters shown / hidden", async () => {
    const res = await get("list", { site: "us", name: "pa" });
    expect(names(res.body.data.list)).toEqual(["Pajamas", "Party Dresses"]);
    const hidden = await get("list", { site: "us", is_show: "false" });
    expect(names(hidden.body.data.list)).toEqual(["Sale"]);
  });

  it("gives one category with its ancestors, names in every language and what is below it", async () => {
    const [dresses] = await t.sql<{ id: number }>("select id from categories where site_abbr = 'us' and name = 'Dresses'");
    const res = await t.get(`/api/category/detail/${dresses.id}`, { token: admin });
    expect(res.body.data).toMatchObject({ name: "Dresses", level: 2, site: "us", names: { es: "Vestidos" } });
    expect(names(res.body.data.ancestors)).toEqual(["Girls"]);
    expect(res.body.data.subtree).toMatchObject({ categories: 3, by_level: { "2": 1, "3": 2 } });
    expect((await t.get("/api/category/detail/999999", { token: admin })).status).toBe(404);
    expect((await t.get("/api/category/detail/abc", { token: admin })).status).toBe(422);
  });

  it("refuses a parent of another site, and those without the route", async () => {
    const [dresses] = await t.sql<{ id: number }>("select id from categories where site_abbr = 'us' and name = 'Dresses'");
    expect((await get("list", { site: "uk", parent_id: dresses.id })).status).toBe(404);
    expect((await get("list", { site: "us" }, viewer)).status).toBe(403);
    expect((await get("list", { site: "us" }, operator)).status).toBe(403);
    expect((await get("list", { site: "moon" })).status).toBe(422);
  });

  it("pages the platform's taxonomy one level at a time", async () => {
    const res = await get("mall_category/paginate", { page_size: 2 });
    expect(res.body.data).toMatchObject({ total: 5, page_size: 2 });
    expect(names(res.body.data.list)).toEqual(["Baby", "Girls"]);
    const below = await get("mall_category/paginate", { parent_id: res.body.data.list[1].id });
    expect(names(below.body.data.list)).toEqual(["Dresses", "Tops & Tees", "Bottoms", "Swimwear"]);
  });
});

describe("building a tree", () => {
  it("adds three levels under each other and refuses a fourth", async () => {
    const top = await add("ca", "Outerwear");
    const mid = await add("ca", "Jackets", top.id);
    const leaf = await add("ca", "Rain Jackets", mid.id, { name_fr: "Imperméables", name_es: "" });
    expect([top.level, mid.level, leaf.level]).toEqual([1, 2, 3]);
    expect(leaf.path).toBe(`${top.id}/${mid.id}/${leaf.id}/`);
    expect((leaf as unknown as { names: object }).names).toEqual({ fr: "Imperméables" });
    const deeper = await post("addCategory", { site: "ca", name: "Too deep", parent_id: leaf.id });
    expect(deeper.status).toBe(422);
    expect(deeper.body.data.errors.parent_id[0]).toBe("A category tree has at most 3 levels: this would reach level 4");
    expect(await auditCount("category", top.id)).toBe(1);
  });

  it("refuses a sibling with the same name in any case (409 on the field), allows it elsewhere, and says so when asked", async () => {
    const top = await add("ca", "Accessories");
    await add("ca", "Hats", top.id);
    const dup = await post("addCategory", { site: "ca", name: "HATS", parent_id: top.id });
    expect(dup.status).toBe(409);
    expect(dup.body.data.errors.name).toEqual(['A category named "HATS" already exists at this level of the site\'s tree']);
    const zh = await t.post(
      "/api/category/addCategory",
      { site: "ca", name: "hats", parent_id: top.id },
      { token: admin, headers: { "accept-language": "zh-CN" } },
    );
    expect(zh.body.message).toBe("该站点的同一层级已存在名为“hats”的类目");
    // the same name on another level or site is fine
    await add("ca", "Hats");
    await add("uk", "Accessories");
    expect((await post("sameFirstCategoryName", { site: "ca", name: "accessories" })).body.data).toMatchObject({
      exists: true,
      id: top.id,
      name: "Accessories",
    });
    expect((await post("sameFirstCategoryName", { site: "au", name: "accessories" })).body.data).toEqual({
      exists: false,
      id: null,
      name: null,
    });
    expect((await post("judgeIsExistSameName", { site: "ca", parent_id: top.id, name: "hats" })).body.data.exists).toBe(true);
    expect((await post("judgeIsExistSameName", { site: "ca", parent_id: top.id, name: "Gloves" })).body.data.exists).toBe(false);
  });

  it("refuses bad input with the field named", async () => {
    const empty = await post("addCategory", { site: "ca", name: "  " });
    expect(empty.status).toBe(422);
    expect(empty.body.data.errors.name).toEqual(["is required"]);
    expect((await post("addCategory", { site: "ca", name: "x".repeat(101) })).body.data.errors.name).toEqual([
      "must be at most 100 characters",
    ]);
    expect((await post("addCategory", { site: "ca", name: "Ok", sort: 10000 })).body.data.errors.sort).toEqual([
      "must be between 0 and 9999",
    ]);
    expect((await post("addCategory", { site: "ca", name: "Ok", name_zh: "x" })).status).toBe(422);
    expect((await post("addCategory", { site: "ca", name: "Ok", parent_id: 999999 })).status).toBe(422);
  });

  it("is refused to a reader without the key", async () => {
    expect((await post("addCategory", { site: "ca", name: "Nope" }, approver)).status).toBe(403);
  });
});

describe("order and visibility", () => {
  it("hides and shows a category; a repeat changes and logs nothing", async () => {
    const c = await add("au", "Costumes");
    const hide = await post("isShow", { id: c.id, is_show: false });
    expect(hide.body.data.is_show).toBe(false);
    const again = await post("isShow", { id: c.id, is_show: false });
    expect(again.status).toBe(200);
    expect(again.body.data.version).toBe(hide.body.data.version);
    expect(await auditCount("category", c.id)).toBe(2);
    expect((await post("isShow", { id: c.id, is_show: true })).body.data.is_show).toBe(true);
  });

  it("moves a category up, down, to an end or to a number within its level", async () => {
    const top = await add("au", "Toys");
    // equal sort numbers: the order falls back to age, and a step still moves
    const a = await add("au", "Plush", top.id);
    const b = await add("au", "Puzzles", top.id);
    const c = await add("au", "Blocks", top.id);
    const level = async () => names((await get("list", { site: "au", parent_id: top.id })).body.data.list);
    expect(await level()).toEqual(["Plush", "Puzzles", "Blocks"]);
    expect((await post("sort", { id: b.id, move: "up" })).body.data).toEqual({ changed: 3 });
    expect(await level()).toEqual(["Puzzles", "Plush", "Blocks"]);
    await post("sort", { id: c.id, move: "top" });
    expect(await level()).toEqual(["Blocks", "Puzzles", "Plush"]);
    await post("sort", { id: c.id, move: "down" });
    expect(await level()).toEqual(["Puzzles", "Blocks", "Plush"]);
    // already first: nothing changes, nothing is logged
    const logs = await auditCount("category", b.id);
    expect((await post("sort", { id: b.id, move: "up" })).body.data).toEqual({ changed: 0 });
    expect(await auditCount("category", b.id)).toBe(logs);
    await post("sort", { id: a.id, move: "to", sort: 5 });
    expect(await level()).toEqual(["Plush", "Puzzles", "Blocks"]);
    expect((await post("sort", { id: a.id, move: "to" })).body.data.errors.sort).toEqual(["is required"]);
    expect((await post("sort", { id: a.id, move: "to", sort: 10000 })).status).toBe(422);
    expect((await post("sort", { id: a.id, move: "sideways" })).status).toBe(422);
  });
});

describe("deleting a subtree", () => {
  it("counts what goes first, refuses a stale count, then deletes the branch in one go", async () => {
    const top = await add("glb", "Seasonal");
    const mid = await add("glb", "Winter", top.id);
    await add("glb", "Snowsuits", mid.id);
    await add("glb", "Mittens", mid.id);
    await add("glb", "Summer", top.id);
    await post("copyToNavigation", { id: top.id });
    // without the confirmed count nothing goes: the answer is the confirmation's numbers
    const dry = await post("deleteCategoryTree", { id: top.id });
    expect(dry.body.data).toEqual({
      deleted: false,
      category: { id: top.id, name: "Seasonal", site: "glb", level: 1 },
      counts: { categories: 5, by_level: { "1": 1, "2": 2, "3": 2 }, navigations: 3, top_products: 0, pools: 0 },
    });
    expect(await t.sql("select id from categories where path like $1", [`${top.id}/%`])).toHaveLength(5);
    const stale = await post("deleteCategoryTree", { id: top.id, expected_count: 4 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('"Seasonal" now has 5 categories in its branch, not 4: review the new counts and confirm again');
    const done = await post("deleteCategoryTree", { id: top.id, expected_count: 5 });
    expect(done.body.data.deleted).toBe(true);
    expect(await t.sql("select id from categories where path like $1", [`${top.id}/%`])).toHaveLength(0);
    // the navigation entries stay, no longer opening a category
    expect(await t.sql("select category_id from navigations where site_abbr = 'glb'")).toEqual([
      { category_id: null },
      { category_id: null },
      { category_id: null },
    ]);
    const [log] = await t.sql<{ action: string; before: { removed: unknown[] } }>(
      "select action, before from audit_log where entity = 'category' and entity_id = $1 order by id desc limit 1",
      [String(top.id)],
    );
    expect(log.action).toBe("delete");
    expect(log.before.removed).toHaveLength(4);
    expect((await post("deleteCategoryTree", { id: top.id, expected_count: 5 })).status).toBe(404);
  });

  it("deletes only the branch asked for", async () => {
    const top = await add("glb", "Kids Tech");
    const keep = await add("glb", "Tablets", top.id);
    const go = await add("glb", "Watches", top.id);
    await add("glb", "Smart Watches", go.id);
    expect((await post("deleteCategoryTree", { id: go.id, expected_count: 2 })).body.data.counts.categories).toBe(2);
    expect(names((await get("list", { site: "glb", parent_id: top.id })).body.data.list)).toEqual([keep.name]);
  });
});

describe("copies", () => {
  it("copies a branch to another site with its levels, names and order; a second time is refused as a same name", async () => {
    const [girls] = await t.sql<{ id: number }>("select id from categories where site_abbr = 'us' and name = 'Girls'");
    const res = await post("copyCategoryToOtherSite", { id: girls.id, site: "au" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ site: "au", name: "Girls", level: 1, copied: 6, names: { es: "Niñas" } });
    const rows = await t.sql<{ name: string; level: number; parent: string | null }>(
      `select c.name, c.level, p.name as parent from categories c left join categories p on p.id = c.parent_id
        where c.path like $1 order by c.level, c.sort`,
      [`${res.body.data.id}/%`],
    );
    expect(rows).toEqual([
      { name: "Girls", level: 1, parent: null },
      { name: "Dresses", level: 2, parent: "Girls" },
      { name: "Tops & Tees", level: 2, parent: "Girls" },
      { name: "Swimwear", level: 2, parent: "Girls" },
      { name: "Party Dresses", level: 3, parent: "Dresses" },
      { name: "Casual Dresses", level: 3, parent: "Dresses" },
    ]);
    const again = await post("copyCategoryToOtherSite", { id: girls.id, site: "au" });
    expect(again.status).toBe(409);
    expect(again.body.data.errors.site).toEqual(['A category named "Girls" already exists at this level of the site\'s tree']);
    expect((await post("copyCategoryToOtherSite", { id: girls.id, site: "us" })).status).toBe(422);
  });

  it("copies a branch under a parent of the other site only when the levels fit", async () => {
    const [dresses] = await t.sql<{ id: number }>("select id from categories where site_abbr = 'us' and name = 'Dresses'");
    const [ukGirls] = await t.sql<{ id: number }>("select id from categories where site_abbr = 'uk' and name = 'Girls'");
    const [ukDresses] = await t.sql<{ id: number }>("select id from categories where site_abbr = 'uk' and name = 'Dresses'");
    const tooDeep = await post("copyCategoryToOtherSite", { id: dresses.id, site: "uk", parent_id: ukDresses.id });
    expect(tooDeep.status).toBe(422);
    const [ukBaby] = await t.sql<{ id: number }>("select id from categories where site_abbr = 'uk' and name = 'Baby'");
    const ok = await post("copyCategoryToOtherSite", { id: dresses.id, site: "uk", parent_id: ukBaby.id });
    expect(ok.body.data).toMatchObject({ level: 2, parent_id: ukBaby.id, copied: 3 });
    expect(ukGirls.id).toBeGreaterThan(0);
  });

  it("copies a first-level category within its site under a new name", async () => {
    const [boys] = await t.sql<{ id: number }>("select id from categories where site_abbr = 'us' and name = 'Boys'");
    const taken = await post("copyAddFirstCategory", { id: boys.id, name: "girls" });
    expect(taken.status).toBe(409);
    const res = await post("copyAddFirstCategory", { id: boys.id, name: "Boys 2-6Y" });
    expect(res.body.data).toMatchObject({ name: "Boys 2-6Y", site: "us", level: 1, copied: 6 });
    const [jeans] = await t.sql<{ id: number }>("select id from categories where site_abbr = 'us' and name = 'Jeans' limit 1");
    expect((await post("copyAddFirstCategory", { id: jeans.id, name: "Jeans copy" })).status).toBe(422);
  });

  it("copies a platform category into a site's first level", async () => {
    const [baby] = await t.sql<{ id: number }>("select id from mall_categories where name = 'Baby'");
    const res = await post("copyPlatformCategories", { site: "ca", mall_category_id: baby.id });
    expect(res.body.data).toMatchObject({ name: "Baby", site: "ca", level: 1, copied: 6, names: { ar: "رضيع" } });
    const [sleep] = await t.sql<{ id: number }>("select id from mall_categories where name = 'Sleepwear' and level = 2 limit 1");
    const two = await post("copyPlatformCategories", { site: "ca", mall_category_id: sleep.id, name: "Nightwear" });
    expect(two.body.data).toMatchObject({ name: "Nightwear", level: 1, copied: 2 });
    expect((await post("copyPlatformCategories", { site: "ca", mall_category_id: 999999 })).status).toBe(404);
  });
});

describe("names in every language, translation and SEO", () => {
  it("fills missing languages from names already given to the same English name, keeping given ones", async () => {
    const c = await add("au", "Sleepwear", undefined, { name_de: "Schlafsachen" });
    const res = await post("translate", { id: c.id });
    expect(res.body.data.filled).toEqual([{ id: c.id, name: "Sleepwear", languages: ["ar", "es", "fr", "it", "pt"] }]);
    const after = (await t.get(`/api/category/detail/${c.id}`, { token: admin })).body.data;
    expect(after.names).toEqual({ de: "Schlafsachen", es: "Pijamas", it: "Pigiami", fr: "Pyjamas", pt: "Pijamas", ar: "ملابس نوم" });
    const unknown = await add("au", "Zorblax");
    expect((await post("translate", { id: unknown.id })).body.data).toEqual({ filled: [], untranslated: 1 });
  });

  it("saves names in every language with the version; a stale save is 409 with the current values", async () => {
    const c = await add("au", "Hoodies");
    const res = await post("updateAllNameLanguage", {
      id: c.id,
      version: c.version,
      name: "Hoodies & Sweatshirts",
      name_es: "Sudaderas",
      name_fr: "",
    });
    expect(res.body.data).toMatchObject({ name: "Hoodies & Sweatshirts", names: { es: "Sudaderas" }, version: c.version + 1 });
    const stale = await post("updateAllNameLanguage", { id: c.id, version: c.version, name: "Old" });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current.name).toBe("Hoodies & Sweatshirts");
    const renamed = await post("updateCategoryName", { id: c.id, version: c.version + 1, name: "Hoodies" });
    expect(renamed.body.data.name).toBe("Hoodies");
  });

  it("keeps SEO settings, a URL unique per site", async () => {
    const c = await add("au", "Party Wear");
    const res = await post("seo", {
      id: c.id,
      version: c.version,
      url_slug: "party-wear",
      seo_title: "Party wear for kids",
      seo_description: "Dresses and suits",
      seo_keywords: "party, kids",
    });
    expect(res.body.data).toMatchObject({ url_slug: "party-wear", seo_title: "Party wear for kids" });
    expect((await t.get(`/api/category/getSeoConfig/${c.id}`, { token: approver })).body.data).toMatchObject({
      url_slug: "party-wear",
      seo_keywords: "party, kids",
      version: c.version + 1,
    });
    const d = await add("au", "Party Wear 2");
    const clash = await post("seo", { id: d.id, version: d.version, url_slug: "party-wear" });
    expect(clash.status).toBe(409);
    expect(clash.body.data.errors.url_slug).toEqual(['The URL "party-wear" is already used by the category "Party Wear" on this site']);
    expect((await post("seo", { id: d.id, version: d.version, url_slug: "Party Wear" })).status).toBe(422);
    expect(
      (await post("seo", { id: d.id, version: d.version, url_slug: "", seo_title: "t".repeat(71) })).body.data.errors.seo_title,
    ).toEqual(["must be at most 70 characters"]);
  });
});

describe("navigation", () => {
  it("copies a category and its children into the site's navigation once", async () => {
    const [baby] = await t.sql<{ id: number }>("select id from categories where site_abbr = 'us' and name = 'Baby'");
    expect((await post("isExistSameToNavigation", { id: baby.id })).body.data).toEqual({ exists: false, id: null, name: null });
    const res = await post("copyToNavigation", { id: baby.id });
    expect(res.body.data).toMatchObject({ name: "Baby", level: 1, category_id: baby.id, children: 3 });
    expect((await post("isExistSameToNavigation", { id: baby.id })).body.data).toMatchObject({ exists: true, name: "Baby" });
    const again = await post("copyToNavigation", { id: baby.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The navigation of the United States site already has "Baby" for this category');
    const list = await get("navigations", { site: "us" });
    expect(names(list.body.data)).toEqual([
      "Girls",
      "Dresses",
      "Tops & Tees",
      "Swimwear",
      "Boys",
      "Tops & Tees",
      "Bottoms",
      "Back to School",
      "Black Friday",
      "Baby",
      "Rompers",
      "Bodysuits",
      "Sleepwear",
    ]);
  });

  it("adds, edits and deletes entries, with versions and checks", async () => {
    const created = await t.post("/api/category/navigation/create", { site: "de", name: "Angebote", link_url: "/sale" }, { token: admin });
    expect(created.body.data).toMatchObject({ name: "Angebote", level: 1, link_url: "/sale", version: 1 });
    const noTarget = await t.post("/api/category/navigation/create", { site: "de", name: "Leer" }, { token: admin });
    expect(noTarget.body.data.errors.category_id).toEqual(["Choose a category or give a link"]);
    const [usGirls] = await t.sql<{ id: number }>("select id from categories where site_abbr = 'us' and name = 'Girls'");
    expect(
      (await t.post("/api/category/navigation/create", { site: "de", name: "X", category_id: usGirls.id }, { token: admin })).status,
    ).toBe(422);
    const upd = await t.post(
      "/api/category/navigation/update",
      { id: created.body.data.id, version: 1, name: "Sale %", link_url: "https://example.com/sale", is_show: false },
      { token: admin },
    );
    expect(upd.body.data).toMatchObject({ name: "Sale %", is_show: false, version: 2 });
    expect(
      (
        await t.post(
          "/api/category/navigation/update",
          { id: created.body.data.id, version: 1, name: "Y", link_url: "/y" },
          { token: admin },
        )
      ).status,
    ).toBe(409);
    expect((await t.post("/api/category/navigation/delete", { id: created.body.data.id, version: 1 }, { token: admin })).status).toBe(409);
    expect((await t.post("/api/category/navigation/delete", { id: created.body.data.id, version: 2 }, { token: admin })).body.data).toEqual(
      { deleted: true, id: created.body.data.id, children: 0 },
    );
    expect((await t.get(`/api/category/navigation/${created.body.data.id}`, { token: admin })).status).toBe(404);
  });
});

describe("change log", () => {
  it("reads a category's changes, newest first", async () => {
    const c = await add("au", "Logged");
    await post("isShow", { id: c.id, is_show: false });
    const res = await get("logs", { entity: "category", entity_id: c.id });
    expect(res.body.data.list.map((l: { action: string }) => l.action)).toEqual(["hide", "create"]);
    expect((await get("logs", { entity: "category" }, viewer)).status).toBe(403);
    // the category log is the default
    expect((await get("logs", { entity_id: c.id })).body.data.list).toHaveLength(2);
  });
});
