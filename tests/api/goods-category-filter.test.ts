// Goods › the product filter's category (spec section 2 "Goods": filters by category;
// section 7 product/get_category): a category takes in its whole subtree, and the choices come in
// tree order with their path of names. The tree and products are this file's own, on storefronts
// the demo seed leaves without categories (au, ca), so every expectation is read off this file.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
let viewer: string;
const c: Record<string, number> = {};

const add = async (name: string, parent?: string, sort = 0) => {
  const res = await t.post(
    "/api/category/addCategory",
    { site: "au", name, parent_id: parent ? c[parent] : undefined, sort },
    { token: admin },
  );
  expect(res.status).toBe(200);
  c[name] = res.body.data.id;
};
const product = async (spu: string, category?: string) =>
  t.sql("insert into products (spu, name, status, category_id) values ($1, $1, 'on_sale', $2)", [spu, category ? c[category] : null]);

beforeAll(async () => {
  t = await startTestApi();
  [admin, viewer] = await Promise.all([t.token("admin"), t.token("viewer")]);
  await add("XC Baby", undefined, 1);
  await add("XC Girls", undefined, 2);
  await add("XC Sets", "XC Baby", 2);
  await add("XC Rompers", "XC Baby", 1);
  await add("XC Short sleeve", "XC Rompers", 1);
  // oldest first: XCT-1 … XCT-5 (the list shows the newest first)
  await product("XCT-1", "XC Short sleeve");
  await product("XCT-2", "XC Rompers");
  await product("XCT-3", "XC Sets");
  await product("XCT-4", "XC Girls");
  await product("XCT-5");
});
afterAll(async () => {
  await t?.close();
});

const spus = async (query: Record<string, string | number>) => {
  const res = await t.get("/api/product/paginate", { token: admin, query });
  expect(res.status).toBe(200);
  return res.body.data.list.map((p: { spu: string }) => p.spu);
};

describe("product/get_category", () => {
  it("offers a site's categories in tree order, each with its path of names", async () => {
    const res = await t.get("/api/product/get_category", { token: admin, query: { site: "au" } });
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((o: { path_name: string }) => o.path_name)).toEqual([
      "XC Baby",
      "XC Baby › XC Rompers",
      "XC Baby › XC Rompers › XC Short sleeve",
      "XC Baby › XC Sets",
      "XC Girls",
    ]);
    expect(res.body.data.list[2]).toEqual({
      id: c["XC Short sleeve"],
      site: "au",
      level: 3,
      name: "XC Short sleeve",
      path_name: "XC Baby › XC Rompers › XC Short sleeve",
    });
    expect(res.body.data).toMatchObject({ depth: 3, complete: true });
  });

  it("offers only the upper levels of a tree too big for one list (300 choices at most)", async () => {
    const [top] = await t.sql<{ id: number }>("insert into categories (site_abbr, level, name) values ('ca', 1, 'Big') returning id");
    await t.sql("update categories set path = id || '/' where id = $1", [top.id]);
    const mids = await t.sql<{ id: number }>(
      "insert into categories (site_abbr, parent_id, level, name, sort) values ('ca', $1, 2, 'Mid A', 1), ('ca', $1, 2, 'Mid B', 2) returning id",
      [top.id],
    );
    await t.sql(
      `insert into categories (site_abbr, parent_id, level, name) select 'ca', $1::int, 3, 'Leaf ' || n from generate_series(1, 150) n
       union all select 'ca', $2::int, 3, 'Leaf ' || n from generate_series(1, 150) n`,
      [mids[0].id, mids[1].id],
    );
    const res = await t.get("/api/product/get_category", { token: admin, query: { site: "ca" } });
    expect(res.body.data.list.map((o: { path_name: string }) => o.path_name)).toEqual(["Big", "Big › Mid A", "Big › Mid B"]);
    expect(res.body.data).toMatchObject({ depth: 2, complete: false });
    // exactly 300 fit: the whole tree, the last leaf included
    await t.sql(
      "delete from categories where site_abbr = 'ca' and level = 3 and name in ('Leaf 148', 'Leaf 149', 'Leaf 150') and parent_id = $1",
      [mids[1].id],
    );
    const all = await t.get("/api/product/get_category", { token: admin, query: { site: "ca" } });
    expect(all.body.data).toMatchObject({ depth: 3, complete: true });
    expect(all.body.data.list).toHaveLength(300);
    expect(all.body.data.list.at(-1).path_name).toBe("Big › Mid B › Leaf 147");
  });

  it("without a site, offers every site's categories, site by site, each in tree order", async () => {
    const res = await t.get("/api/product/get_category", { token: admin });
    const list: { site: string; path_name: string }[] = res.body.data.list;
    const sites = list.map((o) => o.site).filter((s, i, a) => s !== a[i - 1]);
    expect(sites).toEqual([...new Set(sites)].sort());
    // ca's 300 leaves put the third level of all sites over the limit
    expect(res.body.data).toMatchObject({ depth: 2, complete: false });
    expect(list.filter((o) => o.site === "au").map((o) => o.path_name)).toEqual([
      "XC Baby",
      "XC Baby › XC Rompers",
      "XC Baby › XC Sets",
      "XC Girls",
    ]);
  });

  it("is for staff who open products, and checks the site", async () => {
    expect((await t.get("/api/product/get_category", { token: viewer })).status).toBe(403);
    expect((await t.get("/api/product/get_category", { token: admin, query: { site: "mars" } })).status).toBe(422);
  });
});

describe("the category filter", () => {
  it("takes in the category's whole subtree, at every level", async () => {
    expect(await spus({ keyword: "XCT-", category_id: c["XC Baby"] })).toEqual(["XCT-3", "XCT-2", "XCT-1"]);
    expect(await spus({ keyword: "XCT-", category_id: c["XC Rompers"] })).toEqual(["XCT-2", "XCT-1"]);
    expect(await spus({ keyword: "XCT-", category_id: c["XC Short sleeve"] })).toEqual(["XCT-1"]);
    expect(await spus({ keyword: "XCT-", category_id: c["XC Girls"] })).toEqual(["XCT-4"]);
    expect(await spus({ keyword: "XCT-", category_id: 999999 })).toEqual([]);
    const stats = await t.get("/api/product/statistics", { token: admin, query: { category_id: c["XC Baby"] } });
    expect(stats.body.data.statuses.find((s: { status: string }) => s.status === "on_sale")).toEqual({
      status: "on_sale",
      count: 3,
      more: false,
    });
  });

  it("pages a category of more than 5,000 products the same way, newest first", async () => {
    await t.sql(
      "insert into products (spu, name, category_id) select 'XCG-' || lpad(n::text, 4, '0'), 'Bulk', $1 from generate_series(1, 5001) n",
      [c["XC Girls"]],
    );
    const first = await t.get("/api/product/paginate", { token: admin, query: { category_id: c["XC Girls"] } });
    expect(first.body.data.list.map((p: { spu: string }) => p.spu).slice(0, 3)).toEqual(["XCG-5001", "XCG-5000", "XCG-4999"]);
    const next = await t.get("/api/product/paginate", { token: admin, query: { category_id: c["XC Girls"], after: first.body.data.next } });
    expect(next.body.data.list[0].spu).toBe("XCG-4981");
    const stats = await t.get("/api/product/statistics", { token: admin, query: { category_id: c["XC Girls"] } });
    // the bulk rows are drafts (the default status); XCT-4 is on sale
    expect(stats.body.data.statuses.find((s: { status: string }) => s.status === "on_sale")).toEqual({
      status: "on_sale",
      count: 1,
      more: false,
    });
    // counts stop at the cap (1,000): "more than 1,000"
    expect(stats.body.data.statuses.find((s: { status: string }) => s.status === "draft")).toEqual({
      status: "draft",
      count: 1000,
      more: true,
    });
    expect(await spus({ keyword: "XCT-", category_id: c["XC Girls"] })).toEqual(["XCT-4"]);
  });
});
