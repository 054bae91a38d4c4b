// The generic parts of a resource definition: declared transitions (refused with 409 naming the
// state, harmless when repeated), the list's allow-listed filters and sort, access taken from the
// route tree. The database is a recording stand-in: these are the mechanism's own decisions.
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { ENABLE_DISABLE, allowedTransitions, lifecycle } from "~/lib/lifecycle";
import { ApiError } from "../../server/http/errors";
import type { Endpoint } from "../../server/http/router";
import { equals, flag } from "../../server/resources/filters";
import { listQuery, listSql, resourceEndpoints, type ResourceDef } from "../../server/resources/resource";
import { transitionStep } from "../../server/resources/transition";

const KEY = "exchange-rate-list-all-right-btns";

// enable and disable as usual, plus a state neither may leave: archived
const withArchive = lifecycle({
  field: "enabled",
  states: {
    enabled: { value: true, label: "common.enabled" },
    disabled: { value: false, label: "common.disabled" },
    archived: { value: "archived", label: "Archived" },
  },
  transitions: {
    enable: { from: ["disabled"], to: "enabled", label: "common.enable", done: "toast.enabled" },
    disable: { from: ["enabled"], to: "disabled", label: "common.disable", done: "toast.disabled" },
  },
});

const base: ResourceDef = {
  entity: "sample",
  noun: { en: "Sample", zh: "样例" },
  route: "exchange-rate-list",
  table: "samples",
  select: "id, enabled, version",
  list: {
    path: "/api/samples",
    filters: { site: equals("site_abbr", z.enum(["us", "uk"])), enabled: flag("enabled") },
    order: "id desc",
    sort: { updated_at: "updated_at" },
  },
  transition: { path: "/api/sample/change-status", lifecycle: withArchive },
};

/** A database holding one row; it records every statement and applies the state update. */
function fakeDb(row: Record<string, unknown> | undefined) {
  const statements: string[] = [];
  const audits: { action: string }[] = [];
  const q = {
    async query(sql: string, params: unknown[] = []) {
      statements.push(sql.trim().split(/\s+/)[0]);
      if (!row) return [];
      if (sql.trim().startsWith("update")) Object.assign(row, { enabled: params[1], version: (row.version as number) + 1 });
      return [{ ...row }];
    },
  };
  return { db: { ...q, tx: (fn: (x: typeof q) => Promise<unknown>) => fn(q) }, statements, audits };
}

async function transition(row: Record<string, unknown> | undefined, status: string, permissions = [KEY]) {
  const e = resourceEndpoints(base).find((x) => x.path === "/api/sample/change-status")!;
  const fake = fakeDb(row);
  const ctx = {
    db: fake.db,
    user: { name: "Tess", permissions: new Set(permissions) },
    body: { id: 1, status },
    audit: async (_q: unknown, a: { action: string }) => void fake.audits.push(a),
  };
  const result = await (e.handler as (c: unknown) => Promise<unknown>)(ctx).catch((err: unknown) => err);
  return { result, ...fake };
}

describe("declared transitions", () => {
  it("apply from an allowed state: one update, one log row named after the transition", async () => {
    const { result, statements, audits } = await transition({ id: 1, enabled: true, version: 3 }, "disable");
    expect(result).toEqual({ id: 1, enabled: false, version: 4 });
    expect(statements).toEqual(["select", "update"]);
    expect(audits.map((a) => a.action)).toEqual(["disable"]);
  });

  it("repeating one that already happened changes nothing and logs nothing", async () => {
    const { result, statements, audits } = await transition({ id: 1, enabled: false, version: 4 }, "disable");
    expect(result).toEqual({ id: 1, enabled: false, version: 4 });
    expect(statements).toEqual(["select"]);
    expect(audits).toEqual([]);
  });

  it("refuses one not allowed from the current state with 409 naming that state, and changes nothing", async () => {
    const { result, statements, audits } = await transition({ id: 1, enabled: "archived", version: 2 }, "enable");
    expect(result).toBeInstanceOf(ApiError);
    const err = result as ApiError;
    expect(err.code).toBe(409);
    expect(err.message).toBe("Not done: the record is now “Archived”, and “Enable” is not possible from that state. Reload to see it.");
    expect(err.localized("zh").message).toBe("未执行：该记录当前为“Archived”，不能“启用”。请刷新查看。");
    expect(err.data).toEqual({ state: "archived" });
    expect(statements).toEqual(["select"]);
    expect(audits).toEqual([]);
  });

  it("names the state in the reader's language", () => {
    try {
      transitionStep(ENABLE_DISABLE, { enabled: null }, "enable");
      expect.unreachable();
    } catch (err) {
      // a value no state declares is named as stored
      expect((err as ApiError).message).toContain("“null”");
    }
    const three = lifecycle({
      ...withArchive,
      transitions: { ...withArchive.transitions, archive: { from: ["disabled"], to: "archived", label: "Archive", done: "Archived" } },
    });
    expect(() => transitionStep(three, { enabled: true }, "archive")).toThrow("now “Enabled”");
  });

  it("a missing record is 404; a caller without the transition's key is 403 before anything is read", async () => {
    expect(((await transition(undefined, "enable")).result as ApiError).code).toBe(404);
    const denied = await transition({ id: 1, enabled: false, version: 1 }, "enable", ["exchange-rate-list"]);
    expect((denied.result as ApiError).code).toBe(403);
    expect(denied.statements).toEqual([]);
  });

  it("the console offers only the transitions allowed from a row's state", () => {
    expect(allowedTransitions(withArchive, { enabled: true })).toEqual(["disable"]);
    expect(allowedTransitions(withArchive, { enabled: false })).toEqual(["enable"]);
    expect(allowedTransitions(withArchive, { enabled: "archived" })).toEqual([]);
  });

  it("the status body takes only declared transitions", () => {
    const e = resourceEndpoints(base).find((x) => x.path === "/api/sample/change-status")!;
    expect(e.body!.safeParse({ id: 1, status: "disable" }).success).toBe(true);
    expect(e.body!.safeParse({ id: 1, status: "archive" }).success).toBe(false);
    expect(e.body!.safeParse({ id: 1, status: "toString" }).success).toBe(false);
  });
});

describe("list filters and sort are allow-listed", () => {
  const schema = listQuery(base.list);

  it("refuses undeclared filters and sort fields", () => {
    expect(schema.safeParse({ colour: "red" }).success).toBe(false);
    expect(schema.safeParse({ sort: "remark" }).success).toBe(false);
    expect(schema.safeParse({ sort: "updated_at", order: "sideways" }).success).toBe(false);
    expect(schema.safeParse({ site: "mars" }).success).toBe(false);
    expect(schema.parse({ site: "uk", enabled: "false", sort: "updated_at", order: "desc" })).toMatchObject({
      site: "uk",
      enabled: false,
      page: 1,
      page_size: 20,
    });
  });

  it("builds WHERE from the declared clauses with placeholders, ORDER BY from the declared columns", () => {
    expect(listSql(base.list, schema.parse({ enabled: "false", site: "us" }))).toEqual({
      where: ["site_abbr = $1", "enabled = $2"],
      params: ["us", false],
      orderBy: "id desc",
    });
    expect(listSql(base.list, schema.parse({ sort: "updated_at", order: "desc" })).orderBy).toBe("updated_at desc, id desc");
    expect(listSql(base.list, schema.parse({ sort: "updated_at" })).orderBy).toBe("updated_at asc, id asc");
    // whatever reaches it unparsed, only a declared field can become a column
    expect(listSql(base.list, { sort: "constructor" }).orderBy).toBe("id desc");
    expect(listSql(base.list, { sort: "id; drop table samples" }).orderBy).toBe("id desc");
  });

  it("a list without sortable fields takes no sort parameter", () => {
    const plain = listQuery({ ...base.list, sort: undefined });
    expect(plain.safeParse({ sort: "updated_at" }).success).toBe(false);
  });
});

describe("access comes from the route tree", () => {
  const label = (e: Endpoint) => `${e.method} ${e.path} ${JSON.stringify(e.access)}`;

  it("reads need the route's name, writes the key its intents name", () => {
    const eps = resourceEndpoints({
      ...base,
      show: { path: "/api/sample/{id}" },
      create: { path: "/api/sample/create", body: z.strictObject({ remark: z.string() }) },
    });
    expect(eps.map(label)).toEqual([
      'GET /api/samples {"any":["exchange-rate-list"]}',
      'GET /api/sample/{id} {"any":["exchange-rate-list"]}',
      `POST /api/sample/create {"any":["${KEY}"]}`,
      `POST /api/sample/change-status {"any":["${KEY}"]}`,
    ]);
  });

  it("a definition whose route or operation the tree does not declare is refused when the API is built", () => {
    expect(() => resourceEndpoints({ ...base, route: "no-such-route" })).toThrow(/not in the route tree/);
    // the home page declares no intents: nobody could be allowed to create there
    expect(() =>
      resourceEndpoints({ ...base, route: "welcome", transition: undefined, create: { path: "/x", body: z.strictObject({}) } }),
    ).toThrow(/declares no "create" intent/);
    const extra = lifecycle({
      ...withArchive,
      transitions: { ...withArchive.transitions, archive: { from: ["disabled"], to: "archived", label: "Archive", done: "Archived" } },
    });
    expect(() => resourceEndpoints({ ...base, transition: { path: "/y", lifecycle: extra } })).toThrow(/declares no "archive" intent/);
  });

  it("writes only to column names", () => {
    const eps = resourceEndpoints({
      ...base,
      columns: { remark: "remark; drop table x" },
      transition: undefined,
      create: { path: "/c", body: z.strictObject({ remark: z.string() }) },
    });
    const create = eps.find((e) => e.path === "/c")!;
    const fake = fakeDb({ id: 1 });
    const ctx = { db: fake.db, user: { name: "T", permissions: new Set([KEY]) }, body: { remark: "x" }, audit: async () => {} };
    return expect((create.handler as (c: unknown) => Promise<unknown>)(ctx)).rejects.toThrow(/not a column name/);
  });
});

describe("where a validity period stands", () => {
  const start = "2030-01-01T08:00:00.000Z";
  const end = "2030-02-01T07:59:59.000Z";
  it("scheduled before its first moment, in effect from it through its last, expired after", async () => {
    const { periodOf } = await import("~/lib/lifecycle");
    expect(periodOf(start, end, Date.parse("2030-01-01T07:59:59.999Z"))).toBe("scheduled");
    expect(periodOf(start, end, Date.parse(start))).toBe("in_effect");
    expect(periodOf(start, end, Date.parse(end))).toBe("in_effect");
    expect(periodOf(start, end, Date.parse("2030-02-01T08:00:00.000Z"))).toBe("expired");
  });
});

describe("a period badge only beside a live record (issue 41: no 'disabled · in effect')", () => {
  const start = "2030-01-01T08:00:00.000Z";
  const end = "2030-02-01T07:59:59.000Z";
  const during = Date.parse("2030-01-15T00:00:00.000Z");
  const draftOnline = lifecycle({
    field: "status",
    states: {
      draft: { value: "draft", label: "x.draft", tone: "info" },
      online: { value: "online", label: "x.online", tone: "success" },
    },
    transitions: {},
  });
  it("an enabled or online record in its period is in effect", async () => {
    const { periodShown } = await import("~/lib/lifecycle");
    expect(periodShown(ENABLE_DISABLE, { enabled: true }, start, end, during)).toBe("in_effect");
    expect(periodShown(draftOnline, { status: "online" }, start, end, during)).toBe("in_effect");
  });
  it("a disabled or draft record in its period says nothing about effect", async () => {
    const { periodShown } = await import("~/lib/lifecycle");
    expect(periodShown(ENABLE_DISABLE, { enabled: false }, start, end, during)).toBeNull();
    expect(periodShown(draftOnline, { status: "draft" }, start, end, during)).toBeNull();
  });
});
