// Demo roles of the seed expanded into permission names, as the API hands them to the console.
import { describe, expect, it } from "vitest";
import { EVERYONE_PERMISSIONS, FLAT_ROUTES, allPermissionNames, buildMenu } from "~/lib/route-tree";
import { DEMO_ROLES } from "../../server/db/seed";
import { expandGrants } from "../../server/modules/auth/grants";

const grantsOf = (role: string) => {
  const r = DEMO_ROLES.find((x) => x.name === role);
  if (!r) throw new Error(`demo role ${role} missing from the seed`);
  return new Set(expandGrants(r.grants));
};

const SYSTEM_ROUTES = ["system", "setting", "exchange-rate-list", "currency-manage-list"];
const SYSTEM_KEYS = ["rate-setting-all-right-btns", "exchange-rate-list-all-right-btns", "currency-manage-list-all-right-btns"];

describe("expandGrants with the demo roles", () => {
  it("gives admin every route and every function-permission key", () => {
    const admin = grantsOf("admin");
    for (const name of allPermissionNames()) expect(admin.has(name), name).toBe(true);
    for (const key of SYSTEM_KEYS) expect(admin.has(key), key).toBe(true);
  });

  it("gives viewer the System management routes but none of their button keys", () => {
    const viewer = grantsOf("viewer");
    for (const name of SYSTEM_ROUTES) expect(viewer.has(name), name).toBe(true);
    expect([...viewer].filter((k) => k.endsWith("-all-right-btns"))).toEqual([]);
  });

  it("gives operator no System management route or key", () => {
    const operator = grantsOf("operator");
    for (const name of [...SYSTEM_ROUTES, ...SYSTEM_KEYS]) expect(operator.has(name), name).toBe(false);
  });

  it("gives approver every route but no button keys, nor the name that marks the special-offer manager", () => {
    const approver = grantsOf("approver");
    // spec section 6: full-gift-redemption-edit marks the special-offer manager
    for (const r of FLAT_ROUTES) expect(approver.has(r.name), r.name).toBe(r.name !== "full-gift-redemption-edit");
    for (const key of [...SYSTEM_KEYS, "full-gift-redemption-edit-all-right-btns"]) expect(approver.has(key), key).toBe(false);
  });

  it("gives every role the spec's everyone permissions", () => {
    for (const role of DEMO_ROLES) {
      const granted = grantsOf(role.name);
      const missing = EVERYONE_PERMISSIONS.filter((p) => !granted.has(p));
      expect(missing, role.name).toEqual([]);
    }
    expect(new Set(expandGrants([]))).toEqual(new Set(EVERYONE_PERMISSIONS));
  });

  it("gives every role the everyone-granted top-products settings, and only admin their manager's key", () => {
    // spec section 6: category-management-top-products-conf is granted to everyone; the key is the manager's
    for (const role of DEMO_ROLES) expect(grantsOf(role.name).has("category-management-top-products-conf"), role.name).toBe(true);
    expect(grantsOf("admin").has("category-management-top-products-all-right-btns")).toBe(true);
    for (const role of ["approver", "operator", "viewer"])
      expect(grantsOf(role).has("category-management-top-products-all-right-btns"), role).toBe(false);
    // the list and the detail are hidden pages of Page management: the approver opens them, the viewer does not
    expect(grantsOf("approver").has("category-management-top-products-detail")).toBe(true);
    expect(grantsOf("viewer").has("category-management-top-products")).toBe(false);
  });

  it("understands each grant pattern", () => {
    expect(expandGrants(["area:system"])).toEqual(expect.arrayContaining([...SYSTEM_ROUTES, ...SYSTEM_KEYS]));
    const read = expandGrants(["area:system:read"]);
    expect(read).toEqual(expect.arrayContaining(SYSTEM_ROUTES));
    for (const key of SYSTEM_KEYS) expect(read).not.toContain(key);
    expect(expandGrants(["currency-manage-list"])).toContain("currency-manage-list");
    expect(expandGrants(["currency-manage-list"])).not.toContain("setting");
  });

  it("returns a sorted list without duplicates", () => {
    const list = expandGrants(["*", "routes:*", "welcome"]);
    expect(list).toEqual([...new Set(list)].sort());
  });
});

describe("the menu of a demo role", () => {
  it("shows viewer the Home and System areas with all System pages, and Goods with only the everyone-granted comment-add", () => {
    const menu = buildMenu(grantsOf("viewer"));
    expect(menu.map((m) => m.title.en)).toEqual(["Home", "Goods", "System management"]);
    // spec section 6: comment-add is granted to everyone, so its parent shows for everyone
    expect(menu.find((m) => m.name === "goods")!.children.map((c) => c.name)).toEqual(["comment-add"]);
    expect(menu.find((m) => m.name === "system")!.children.map((c) => c.name)).toEqual([
      "setting",
      "address",
      "exchange-rate-list",
      "cod-country-fee-list",
      "country-region-list",
      "currency-manage-list",
      "country-region-shipping-list",
      "system-lang-install",
      "system-rn-install",
      "tag-management",
      "oc-attribute-tag-manage",
      "help-center",
      "contact-us",
      "customer-list",
      "checkin-black-list",
      "translation-manage",
    ]);
  });

  it("shows operator Home, event management and Market tool with their lists (hidden pages not), and no review key", () => {
    const menu = buildMenu(grantsOf("operator"));
    expect(menu.map((m) => m.name)).toEqual(["dashboard", "activity", "market-tool", "goods"]);
    expect(menu.find((m) => m.name === "goods")!.children.map((c) => c.name)).toEqual(["comment-add"]);
    expect(menu.find((m) => m.name === "activity")!.children.map((c) => c.name)).toEqual([
      "reach-list",
      "activity-category",
      "full-gift-redemption-list",
      "ranking-list",
      "daily-specials",
      "flash-sale",
      "activity-statics",
    ]);
    expect(menu.find((m) => m.name === "market-tool")!.children.map((c) => c.name)).toEqual([
      "budget-list",
      "task-list",
      "task-record-list",
      "discountList",
      "voucher-list",
      "voucher-invalid",
      "coupons-for-newcomers",
      "shopping-cart-manager",
      "turnplate-list",
      "reward-records",
      "wallet-manage",
      "integral-rules",
      "bonusPoints",
    ]);
    expect(grantsOf("operator").has("budget-detail-examine")).toBe(false);
    expect(grantsOf("approver").has("budget-detail-examine")).toBe(true);
    expect(grantsOf("operator").has("daily-specials-review")).toBe(false);
    expect(grantsOf("approver").has("daily-specials-review")).toBe(true);
  });
});

describe("the spec's keys (section 6) grant the keys of the pages they belong to (issue 40 §5)", () => {
  it("goods-pool-all-right-btns manages a pool's products; goods-list-all-right-btns saves a product", () => {
    expect(expandGrants(["goods-pool-all-right-btns"])).toContain("goods-pool-detail-all-right-btns");
    expect(expandGrants(["goods-list-all-right-btns"])).toContain("goods-edit-all-right-btns");
    // and not the other way round
    expect(expandGrants(["goods-pool-detail-all-right-btns"])).not.toContain("goods-pool-all-right-btns");
  });

  it("the category and navigation lists' keys open their hidden pages' changes", () => {
    expect(expandGrants(["category-manage-list-all-right-btns"])).toContain("category-manage-detail-all-right-btns");
    expect(expandGrants(["management-nav-list-all-right-btns"])).toContain("management-nav-install-all-right-btns");
  });

  it("top_goods-pool-all-right-btns is the pins' key; the top-products manager's key grants it, not the reverse", () => {
    expect(expandGrants(["category-management-top-products-all-right-btns"])).toContain("top_goods-pool-all-right-btns");
    expect(expandGrants(["top_goods-pool-all-right-btns"])).not.toContain("category-management-top-products-all-right-btns");
  });

  it("holding full-gift-redemption-edit makes the special-offer manager; reading everything does not", () => {
    expect(expandGrants(["full-gift-redemption-edit"])).toContain("full-gift-redemption-edit-all-right-btns");
    expect(expandGrants(["routes:*"])).not.toContain("full-gift-redemption-edit");
    expect(expandGrants(["area:activity:read"])).not.toContain("full-gift-redemption-edit");
    expect(expandGrants(["area:activity:read"])).toContain("full-gift-redemption-list");
    expect(expandGrants(["area:activity"])).toContain("full-gift-redemption-edit-all-right-btns");
  });
});
