// Issue 15 item 10: list sorting is an allow-list on both sides — the console drops unknown sort
// keys from the URL, the API refuses them and builds ORDER BY only from declared columns.
import { describe, expect, it } from "vitest";
import { PAGE_SIZES, readListQuery, sortParam } from "~/lib/list-query";
import { orderBy, sortQuery } from "../../server/http/list";

const COLUMNS = { country_name: "country_name", site: "site_abbr" };

describe("sorting lists", () => {
  it("the API takes declared keys, ascending or with - descending, and refuses anything else", () => {
    const q = sortQuery(COLUMNS);
    expect(q.parse("site")).toBe("site");
    expect(q.parse("-country_name")).toBe("-country_name");
    expect(q.parse(undefined)).toBeUndefined();
    for (const bad of ["id", "site_abbr", "site desc", "--site", "site;drop table currencies", "-"]) expect(q.safeParse(bad).success, bad).toBe(false);
  });

  it("ORDER BY names the declared expression, the id breaking ties in the same direction", () => {
    expect(orderBy("site", COLUMNS, "id desc")).toBe("site_abbr asc, id asc");
    expect(orderBy("-country_name", COLUMNS, "id desc")).toBe("country_name desc, id desc");
    expect(orderBy(undefined, COLUMNS, "id desc")).toBe("id desc");
  });

  it("the console keeps only the list's sort keys and the page sizes 20, 50 and 100 from the URL", () => {
    expect(PAGE_SIZES).toEqual([20, 50, 100]);
    expect(sortParam("-site", ["site"])).toBe("-site");
    expect(sortParam("id", ["site"])).toBeUndefined();
    const read = (qs: string) => readListQuery(new URL(`http://x/list?${qs}`), {}, { sort: ["site"] }).paging;
    expect(read("sort=-site&page_size=50&page=3")).toEqual({ page: 3, page_size: 50, sort: "-site" });
    expect(read("sort=secret&page_size=30")).toEqual({ page: 1, page_size: 20, sort: undefined });
    expect(read("page_size=100").page_size).toBe(100);
    expect(read("page_size=1000").page_size).toBe(20);
  });
});
