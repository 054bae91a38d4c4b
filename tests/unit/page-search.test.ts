// The page search (issue 41 §13): a menu page found by its zh or en title, only among the pages the
// person's grants put in their menu, best matches first.
import { describe, expect, it } from "vitest";
import { searchPages } from "~/lib/page-search";
import { buildMenu, EVERYONE_PERMISSIONS } from "~/lib/route-tree";

const menu = (names: string[]) => buildMenu(new Set<string>([...EVERYONE_PERMISSIONS, ...names]));
const urls = (q: string, names: string[]) => searchPages(menu(names), q).map((h) => h.url);

describe("page search", () => {
  it("finds a page by its Chinese or its English title, whatever the case, width or spacing", () => {
    const budgets = ["budget-list", "currency-manage-list"];
    expect(urls("预算列表", budgets)).toEqual(["/market-tool/budget-list"]);
    expect(urls("budgets", budgets)).toEqual(["/market-tool/budget-list"]);
    expect(urls("  ＢＵＤＧＥＴＳ ", budgets)).toEqual(["/market-tool/budget-list"]);
  });

  it("lists nothing the person may not open, and no hidden page", () => {
    expect(urls("预算", ["currency-manage-list"])).toEqual([]);
    // budget-edit ("预算编辑") is hidden: never a result, even for someone who may open it
    expect(urls("预算编辑", ["budget-list", "budget-edit"])).toEqual([]);
    expect(urls("页面搜索", [])).toEqual([]);
  });

  it("gives each page's place in the menu, and both titles", () => {
    const [hit] = searchPages(menu(["budget-list"]), "预算列表");
    expect(hit.title).toEqual({ zh: "预算列表", en: "Budgets" });
    expect(hit.trail[0]).toEqual({ zh: "营销工具", en: "Market tool" });
  });

  it("needs every word of the query; an exact title comes before one that starts with it, then the rest", () => {
    const page = (url: string, zh: string, en: string) => ({ name: url, url, title: { zh, en }, children: [] });
    const made = [
      {
        name: "a",
        url: "/a",
        title: { zh: "区", en: "Area" },
        children: [page("/a/1", "优惠券发放记录", "Voucher sends"), page("/a/2", "优惠券列表", "Vouchers list")],
      },
      page("/3", "优惠券", "Vouchers"),
    ];
    expect(searchPages(made, "优惠券").map((h) => h.url)).toEqual(["/3", "/a/1", "/a/2"]);
    expect(searchPages(made, "vouchers").map((h) => h.url)).toEqual(["/3", "/a/2"]);
    expect(searchPages(made, "发放").map((h) => h.url)).toEqual(["/a/1"]);
    expect(urls("daily specials", ["daily-specials", "flash-sale"])).toEqual(["/activity/daily-specials"]);
    expect(urls("flash daily", ["daily-specials", "flash-sale"])).toEqual([]);
    expect(urls("", ["daily-specials"])).toEqual([]);
    expect(urls("   ", ["daily-specials"])).toEqual([]);
  });
});
