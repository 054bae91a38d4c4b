// The API's list and version helpers (server/http/list.ts) over a stand-in database that records
// the SQL it is sent: paging arithmetic, filters with numbered placeholders, LIKE patterns that
// match literally, the bounds of page, page_size, ids and versions, and the optimistic update
// (409 with the current record, 404 when it is gone).
import * as z from "zod";
import { describe, expect, it } from "vitest";
import type { Queryable } from "../../server/db/client";
import { Filters, containing, idField, pageQuery, paginate, positiveId, text, versionField } from "../../server/http/list";

function fakeDb(answers: (sql: string) => unknown[]) {
  const sent: { sql: string; params: unknown[] }[] = [];
  const q: Queryable = {
    async query<T>(sql: string, params: unknown[] = []) {
      sent.push({ sql: sql.replace(/\s+/g, " ").trim(), params });
      return answers(sql) as T[];
    },
  };
  return { q, sent };
}

describe("paginate", () => {
  it("asks for one page (limit, offset after the filter parameters) and counts with the same filters", async () => {
    const { q, sent } = fakeDb((sql) => (sql.includes("count(*)") ? [{ total: 57 }] : [{ id: 1 }, { id: 2 }]));
    const page = await paginate(q, {
      select: "id",
      from: "things",
      where: ["a = $1", "b = $2"],
      params: ["x", 3],
      orderBy: "id desc",
      page: 3,
      pageSize: 20,
    });
    expect(page).toEqual({ list: [{ id: 1 }, { id: 2 }], total: 57, page: 3, page_size: 20 });
    expect(sent).toEqual([
      { sql: "select id from things where a = $1 and b = $2 order by id desc limit $3 offset $4", params: ["x", 3, 20, 40] },
      { sql: "select count(*)::int as total from things where a = $1 and b = $2", params: ["x", 3] },
    ]);
  });

  it("has no where clause without filters, starts at offset 0, and counts 0 when the count is empty", async () => {
    const { q, sent } = fakeDb(() => []);
    const page = await paginate(q, { select: "*", from: "t", where: [], params: [], orderBy: "id", page: 1, pageSize: 100 });
    expect(page).toEqual({ list: [], total: 0, page: 1, page_size: 100 });
    expect(sent[0]).toEqual({ sql: "select * from t order by id limit $1 offset $2", params: [100, 0] });
    expect(sent[1].sql).toBe("select count(*)::int as total from t");
  });
});

describe("Filters", () => {
  it("numbers each kept value's placeholder and skips absent ones (but keeps 0 and false)", () => {
    const f = new Filters()
      .add((p) => `a = ${p}`, "x")
      .add((p) => `b = ${p}`, undefined)
      .add((p) => `c = ${p}`, null)
      .add((p) => `d = ${p}`, "")
      .add((p) => `e = ${p}`, 0)
      .add((p) => `f = ${p}`, false);
    expect(f.where).toEqual(["a = $1", "e = $2", "f = $3"]);
    expect(f.params).toEqual(["x", 0, false]);
  });
});

describe("containing", () => {
  it("wraps in % and escapes %, _ and backslash so they match themselves", () => {
    expect(containing("ab")).toBe("%ab%");
    expect(containing("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
    expect(containing("%%")).toBe("%\\%\\%%");
  });
});

describe("input bounds", () => {
  const paging = z.strictObject(pageQuery);
  const ok = (schema: z.ZodType, v: unknown) => schema.safeParse(v).success;

  it("pages from 1 to 2147483647, 20 a page by default, 1 to 100 a page", () => {
    expect(paging.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(paging.parse({ page: "2147483647", page_size: "100" })).toEqual({ page: 2147483647, page_size: 100 });
    expect(paging.parse({ page: "1", page_size: "1" })).toEqual({ page: 1, page_size: 1 });
    for (const bad of [{ page: "0" }, { page: "2147483648" }, { page: "1.5" }, { page_size: "0" }, { page_size: "101" }])
      expect(ok(paging, bad), JSON.stringify(bad)).toBe(false);
  });

  it("takes ids from 1 to 2147483647 (as text in paths and queries, as numbers in bodies)", () => {
    expect(positiveId.parse("2147483647")).toBe(2147483647);
    expect(positiveId.parse("1")).toBe(1);
    for (const bad of ["0", "-1", "2147483648", "1.5", "x"]) expect(ok(positiveId, bad), bad).toBe(false);
    expect(idField.parse(1)).toBe(1);
    expect(idField.parse(2147483647)).toBe(2147483647);
    for (const bad of ["1", 0, 2147483648, 1.5, true, [1]]) expect(ok(idField, bad), String(bad)).toBe(false);
  });

  it("takes versions from 1 to 2147483647, as numbers", () => {
    expect(versionField.parse(1)).toBe(1);
    expect(versionField.parse(2147483647)).toBe(2147483647);
    for (const bad of [0, 2147483648, 1.5, "1"]) expect(ok(versionField, bad), String(bad)).toBe(false);
  });

  it("trims text, bounds it, and refuses NUL", () => {
    expect(text(3).parse("  abc  ")).toBe("abc");
    expect(ok(text(3), "abcd")).toBe(false);
    expect(text(10).safeParse("a\u0000b").error?.issues[0].message).toBe("must not contain a NUL character");
    expect(text(3).safeParse("abcd").error?.issues[0].message).toBe("must be at most 3 characters");
  });
});
