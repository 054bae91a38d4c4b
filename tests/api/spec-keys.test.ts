// The spec's keys (section 6) as people hold them (issue 40 §5): a role granted a key by its spec name
// does what that key's pages do, with no key invented for a page needed beside it; and reading
// everything makes nobody the special-offer manager. Roles are written here literally, by name.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
let approver: string;
const tokens: Record<string, string> = {};

const ROLES: Record<string, string[]> = {
  // spec section 6: "full-gift-redemption-edit marks the special-offer manager"
  "k-offer-manager": ["full-gift-redemption-list", "full-gift-redemption-edit"],
  "k-offer-reader": ["full-gift-redemption-list", "full-gift-redemption-detail"],
  // the top-goods pool's key alone, and the top-products manager's key alone
  "k-top-goods": ["category-management-top-products-detail", "top_goods-pool-all-right-btns"],
  "k-top-manager": ["category-management-top-products-detail", "category-management-top-products-all-right-btns"],
  // the pool list's key manages a pool's products on its detail page
  "k-pool": ["goods-pool-detail", "goods-pool-all-right-btns"],
  "k-pool-reader": ["goods-pool-detail"],
  // issue 40 §6: the discount's read views (?type=detail|checked) belong to its edit route
  "k-discount-reader": ["discountList-edit"],
};

beforeAll(async () => {
  t = await startTestApi();
  [admin, approver] = await Promise.all([t.token("admin"), t.token("approver")]);
  for (const [role, grants] of Object.entries(ROLES)) {
    await t.sql("insert into roles (name, grants) values ($1, $2)", [role, grants]);
    await t.sql(
      "insert into users (username, display_name, email, role_id, language, active) values ($1, $1, $1 || '@example.com', (select id from roles where name = $1), 'en', true)",
      [role],
    );
    tokens[role] = await t.token(role);
  }
});
afterAll(async () => {
  await t?.close();
});

const offer = {
  name: "Spend $49, add a sun hat for $5",
  site: "us",
  currency: "USD",
  threshold: "49.00",
  redeem_limit: 1,
  start_at: "2031-05-01T07:00:00Z",
  end_at: "2031-05-31T06:59:59Z",
  description: "Summer gift redemption",
};

describe("full-gift-redemption-edit makes the special-offer manager", () => {
  it("its holder creates and edits an offer and takes it online", async () => {
    const made = await t.post("/api/special_offer/create", offer, { token: tokens["k-offer-manager"] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data.id as number;
    const edited = await t.post(
      `/api/special_offer/edit/${id}`,
      { ...offer, name: "Spend $49, add a sun hat for $4", version: 1 },
      {
        token: tokens["k-offer-manager"],
      },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.name).toBe("Spend $49, add a sun hat for $4");
  });

  it("the manager's name is what counts: the offers' other pages alone, or reading everything, change nothing", async () => {
    for (const token of [tokens["k-offer-reader"], approver]) {
      expect((await t.post("/api/special_offer/create", offer, { token })).status).toBe(403);
      // both still read the offers
      expect((await t.get("/api/special_offer/index", { token })).status).toBe(200);
    }
    const perms = await t.get("/api/auth/permissions/current", { token: approver });
    expect(perms.body.data).not.toContain("full-gift-redemption-edit");
    expect(perms.body.data).not.toContain("full-gift-redemption-edit-all-right-btns");
    const manager = await t.get("/api/auth/permissions/current", { token: tokens["k-offer-manager"] });
    expect(manager.body.data).toContain("full-gift-redemption-edit-all-right-btns");
  });
});

describe("top_goods-pool-all-right-btns gates the top-goods pool where it is edited", () => {
  let categoryId: number;
  let spus: string[];
  beforeAll(async () => {
    const res = await t.post("/api/category/addCategory", { site: "au", name: "Spec keys pins" }, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    categoryId = res.body.data.id;
    spus = (
      await t.sql<{ spu: string }>(
        "select spu from products p where exists (select 1 from sku_prices s where s.product_id = p.id and s.site_abbr = 'au') order by id limit 2",
      )
    ).map((r) => r.spu);
  });

  it("its holder pins a product, moves and removes it, but does not edit the settings", async () => {
    const token = tokens["k-top-goods"];
    const add = await t.post("/api/category/top_products/add", { category_id: categoryId, spu: spus[0] }, { token });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    const pins = (await t.get(`/api/category/top_products/show/${categoryId}`, { token })).body.data.pins as { id: number }[];
    expect(pins).toHaveLength(1);
    expect((await t.post("/api/category/top_products/move", { id: pins[0].id, move: "down" }, { token })).status).toBe(200);
    expect((await t.post("/api/category/top_products/remove", { id: pins[0].id }, { token })).status).toBe(200);
    const settings = await t.post(
      "/api/category/top_products/settings/update",
      { site: "au", version: 0, max_pins: 10, fill_rule: "newest" },
      {
        token,
      },
    );
    expect(settings.status).toBe(403);
  });

  it("the top-products manager's key pins too; the detail page alone does not", async () => {
    const add = await t.post(
      "/api/category/top_products/add",
      { category_id: categoryId, spu: spus[1] },
      { token: tokens["k-top-manager"] },
    );
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    expect((await t.post("/api/category/top_products/add", { category_id: categoryId, spu: spus[0] }, { token: approver })).status).toBe(
      403,
    );
  });
});

describe("goods-pool-all-right-btns manages a pool's products on goods-pool-detail", () => {
  it("its holder adds and removes products by code; the detail page alone does not", async () => {
    const [pool] = await t.sql<{ id: number; site_abbr: string }>("select id, site_abbr from product_pools order by id limit 1");
    // a product priced on the pool's site and not in it yet
    const [product] = await t.sql<{ id: number; spu: string }>(
      `select id, spu from products p where exists (select 1 from sku_prices s where s.product_id = p.id and s.site_abbr = $2)
         and not exists (select 1 from product_pool_items i where i.pool_id = $1 and i.product_id = p.id) order by id limit 1`,
      [pool.id, pool.site_abbr],
    );
    expect(
      (await t.post(`/api/product_pool/add_products/${pool.id}`, { spus: [product.spu] }, { token: tokens["k-pool-reader"] })).status,
    ).toBe(403);
    const add = await t.post(`/api/product_pool/add_products/${pool.id}`, { spus: [product.spu] }, { token: tokens["k-pool"] });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    const removed = await t.post(
      `/api/product_pool/remove_products/${pool.id}`,
      { product_ids: [product.id] },
      { token: tokens["k-pool"] },
    );
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
  });
});

describe("discountList-edit's read views read a discount (issue 40 §6)", () => {
  it("whoever may open the route reads the discount, and changes nothing", async () => {
    const token = tokens["k-discount-reader"];
    const one = await t.get("/api/market/discount/1", { token });
    expect(one.status).toBe(200);
    // the seed's first discount
    expect(one.body.data.name).toBe("Back to School 15% off");
    expect(one.body.data.percent_off).toBe(15);
    const change = await t.post("/api/market/discount/update", { id: 1, version: one.body.data.version, name: "Changed" }, { token });
    expect(change.status).toBe(403);
    expect((await t.get("/api/market/discount/1", { token: approver })).body.data.name).toBe("Back to School 15% off");
  });
});
