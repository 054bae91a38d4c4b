// Titles by type (issue 40 §7): for every route the spec's section 2 gives types, the page at a URL
// of that type is titled as written here; the tab and <title> read the same table as the heading.
import { describe, expect, it } from "vitest";
import { routeByName } from "~/lib/route-tree";
import { pageType, titleFor, typeTitle } from "~/lib/route-titles";

/** the title of a page of the console, by its route's name and its URL, in both languages */
const at = (name: string, url: string) => {
  const route = routeByName(name);
  if (!route) throw new Error(`no route ${name}`);
  const title = titleFor(route, url);
  return `${title.en} | ${title.zh}`;
};

describe("a page's title follows its type", () => {
  it("exclusive offers and rankings get a create title (spec: reach-edit 'create or edit by query type', ranking-list-edit 'differs when type=create')", () => {
    expect(at("reach-edit", "/activity/reach-edit/new")).toBe("New exclusive offer | 新建专享活动");
    expect(at("reach-edit", "/activity/reach-edit?type=create")).toBe("New exclusive offer | 新建专享活动");
    expect(at("reach-edit", "/activity/reach-edit/12")).toBe("Edit exclusive offer | 编辑专享活动");
    expect(at("ranking-list-edit", "/activity/ranking-list-edit/new")).toBe("New ranking | 新建排行榜");
    expect(at("ranking-list-edit", "/activity/ranking-list-edit?type=create")).toBe("New ranking | 新建排行榜");
    expect(at("ranking-list-edit", "/activity/ranking-list-edit/3")).toBe("Edit ranking | 编辑排行榜");
  });

  it("special offers: type=create gives the create title, anything else the edit title", () => {
    expect(at("full-gift-redemption-edit", "/activity/full-gift-redemption-edit?type=create")).toBe("New special offer | 新建特价活动");
    expect(at("full-gift-redemption-edit", "/activity/full-gift-redemption-edit?type=edit&id=4")).toBe("Edit special offer | 编辑特价活动");
    expect(at("full-gift-redemption-edit", "/activity/full-gift-redemption-edit?id=4")).toBe("Edit special offer | 编辑特价活动");
    expect(at("full-gift-redemption-edit", "/activity/full-gift-redemption-edit")).toBe("New special offer | 新建特价活动");
  });

  it("daily specials and flash sales: create, edit, revision; the detail's revision", () => {
    expect(at("daily-specials-edit", "/activity/daily-specials-edit?type=create")).toBe("Create daily special | 新建每日特价");
    expect(at("daily-specials-edit", "/activity/daily-specials-edit?type=edit&id=7")).toBe("Edit daily special | 编辑每日特价");
    expect(at("daily-specials-edit", "/activity/daily-specials-edit?type=revision&id=7")).toBe("Revise daily special | 修订每日特价");
    expect(at("daily-specials-detail", "/activity/daily-specials-detail?id=7&type=revision&revision_id=2")).toBe(
      "Daily special revision | 每日特价修订详情",
    );
    expect(at("daily-specials-detail", "/activity/daily-specials-detail?id=7")).toBe("Daily special detail | 每日特价详情");
    expect(at("flash-sale-edit", "/activity/flash-sale-edit?type=create")).toBe("Create flash sale | 新建限时抢购");
    expect(at("flash-sale-edit", "/activity/flash-sale-edit?type=revision&id=9")).toBe("Revise flash sale | 修订限时抢购");
    expect(at("flash-sale-detail", "/activity/flash-sale-detail?id=9&type=revision")).toBe("Flash sale revision | 限时抢购修订详情");
  });

  it("budgets: common, common_examine, revision, revision_examine; the edit page's create and revision", () => {
    expect(at("budget-detail", "/market-tool/budget-detail/5?type=common")).toBe("Budget details | 预算详情");
    // without a type the page shows the common view, under the same title
    expect(at("budget-detail", "/market-tool/budget-detail/5")).toBe("Budget details | 预算详情");
    expect(at("budget-detail", "/market-tool/budget-detail/5?type=common_examine")).toBe("Examine budget | 预算审核");
    expect(at("budget-detail", "/market-tool/budget-detail/5?type=revision")).toBe("Budget revision | 预算修订");
    expect(at("budget-detail", "/market-tool/budget-detail/5?type=revision_examine")).toBe("Examine budget revision | 预算修订审核");
    expect(at("budget-edit", "/market-tool/budget-edit?type=create")).toBe("Create budget | 新建预算");
    expect(at("budget-edit", "/market-tool/budget-edit")).toBe("Create budget | 新建预算");
    expect(at("budget-edit", "/market-tool/budget-edit?type=edit&id=5")).toBe("Edit budget | 编辑预算");
    expect(at("budget-edit", "/market-tool/budget-edit?type=revision&budget_id=5")).toBe("Revise budget | 修订预算");
  });

  it("discounts: create, edit, detail, checked", () => {
    expect(at("discountList-edit", "/market-tool/discountList-edit/new")).toBe("New discount | 新建优惠码活动");
    expect(at("discountList-edit", "/market-tool/discountList-edit/2")).toBe("Edit discount | 编辑优惠码活动");
    expect(at("discountList-edit", "/market-tool/discountList-edit/2?type=detail")).toBe("Discount details | 优惠码活动详情");
    expect(at("discountList-edit", "/market-tool/discountList-edit/2?type=checked")).toBe("Check discount | 优惠码活动核对");
  });

  it("vouchers: create, edit, detail, send, result-detail", () => {
    expect(at("voucher-detail", "/market-tool/voucher-detail/new")).toBe("New voucher | 新建优惠券");
    expect(at("voucher-detail", "/market-tool/voucher-detail/8")).toBe("Edit voucher | 编辑优惠券");
    expect(at("voucher-detail", "/market-tool/voucher-detail/8?type=detail")).toBe("Voucher details | 优惠券详情");
    expect(at("voucher-detail", "/market-tool/voucher-detail/8?type=send")).toBe("Send voucher | 发放优惠券");
    expect(at("voucher-detail", "/market-tool/voucher-detail/8?type=result-detail&send_id=1")).toBe("Send results | 发放结果");
  });

  it("a type the table does not know, or a route without types, keeps the route's own title", () => {
    expect(at("daily-specials-detail", "/activity/daily-specials-detail?id=3&type=bogus")).toBe("Daily special detail | 每日特价详情");
    // the edit page without a record creates, whatever else its address says
    expect(at("daily-specials-edit", "/activity/daily-specials-edit?type=bogus")).toBe("Create daily special | 新建每日特价");
    expect(at("currency-manage-list", "/system/currency-manage-list?type=create")).toBe("Country currencies | 国家币种");
    expect(typeTitle("currency-manage-list", "create")).toBeUndefined();
    expect(pageType("reach-edit", "/activity/reach-edit", "/activity/reach-edit/new/extra")).toBeUndefined();
  });
});
