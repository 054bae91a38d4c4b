// Issue 15 item 10: list sorting is an allow-list on both sides — the console drops unknown sort
// keys from the URL, the API refuses them and builds ORDER BY only from declared columns. The
// console's URL says "key" / "-key"; the API's one convention is sort=<key>&order=asc|desc.
import { describe, expect, it } from "vitest";
import { PAGE_SIZES, readListQuery, sortParam } from "~/lib/list-query";
import { listQuery, listSql } from "../../server/resources/resource";

const LIST = { path: "/x", filters: {}, order: "id desc", sort: { country_name: "country_name", site: "site_abbr" } };

describe("sorting lists", () => {
  it("the API takes declared keys, ascending or descending, and refuses anything else", () => {
    const q = listQuery(LIST);
    expect(q.parse({ sort: "site" })).toMatchObject({ sort: "site" });
    expect(q.parse({ sort: "country_name", order: "desc" })).toMatchObject({ sort: "country_name", order: "desc" });
    for (const bad of ["id", "site_abbr", "site desc", "-site", "site;drop table currencies", "-"])
      expect(q.safeParse({ sort: bad }).success, bad).toBe(false);
  });

  it("ORDER BY names the declared expression, the id breaking ties in the same direction", () => {
    expect(listSql(LIST, { sort: "site" }).orderBy).toBe("site_abbr asc, id asc");
    expect(listSql(LIST, { sort: "country_name", order: "desc" }).orderBy).toBe("country_name desc, id desc");
    expect(listSql(LIST, {}).orderBy).toBe("id desc");
  });

  it("the console keeps only the list's sort keys and the page sizes 20, 50 and 100 from the URL", () => {
    expect(PAGE_SIZES).toEqual([20, 50, 100]);
    expect(sortParam("-site", ["site"])).toBe("-site");
    expect(sortParam("id", ["site"])).toBeUndefined();
    const read = (qs: string) => readListQuery(new URL(`http://x/list?${qs}`), {}, { sort: ["site"] }).paging;
    expect(read("sort=-site&page_size=50&page=3")).toEqual({ page: 3, page_size: 50, sort: "site", order: "desc" });
    expect(read("sort=site")).toEqual({ page: 1, page_size: 20, sort: "site", order: "asc" });
    expect(read("sort=secret&page_size=30")).toEqual({ page: 1, page_size: 20, sort: undefined, order: undefined });
    expect(read("page_size=100").page_size).toBe(100);
    expect(read("page_size=1000").page_size).toBe(20);
  });
});
