// A value a schema should have refused but let through reaches the database, which refuses it as data
// (SQLSTATE class 22). The caller's input is at fault: a 422 envelope, not a 500. Served by the real
// handler over the suite's database, with endpoints that hand the database such values on purpose.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHandler } from "../../server/http/app";
import { endpoint, Router } from "../../server/http/router";
import { startTestApi, type TestApi } from "./helpers";

const probes: Record<string, [sql: string, params: unknown[]]> = {
  "integer out of range": ["select $1::int as n", ["3000000000"]],
  "date out of range": ["select $1::date as d", ["0000-01-01"]],
  "invalid input syntax": ["select $1::numeric as n", ["twelve"]],
  "NUL in text": ["select length($1::text) as n", ["a\u0000b"]],
  "insert with a value out of range": [
    "insert into currencies (country_code, country_name, site_abbr, currency_code, symbol, symbol_position, decimals) values ('QQ', 'Q', 'us', 'USD', '$', 'before', $1)",
    ["3000000000"],
  ],
};

let t: TestApi;
let server: http.Server;
let base: string;
beforeAll(async () => {
  t = await startTestApi();
  const router = new Router().add(
    ...Object.entries(probes).map(([name, [sql, params]]) =>
      endpoint({
        method: "GET",
        path: `/probe/${name.replace(/ /g, "-")}`,
        access: { public: true },
        handler: ({ db }) => db.query(sql, params),
      }),
    ),
    endpoint({ method: "GET", path: "/probe/bug", access: { public: true }, handler: ({ db }) => db.query("select * from no_such_table") }),
    endpoint({
      method: "GET",
      path: "/probe/check",
      access: { public: true },
      handler: ({ db }) => db.query("insert into rate_settings (id, base_currency) values (2, 'USD')"),
    }),
  );
  server = http.createServer(createHandler({ db: t.api.db, config: t.config, router, store: t.api.store }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

describe("database refusals of a value", () => {
  it.each(Object.keys(probes))("%s → 422 envelope", async (name) => {
    const res = await fetch(`${base}/probe/${name.replace(/ /g, "-")}`);
    const body = await res.json();
    expect(res.status).toBe(422);
    expect(body).toMatchObject({ code: 422, data: null });
    expect(body.message).toMatch(/check the input/);
  });

  it("nothing was stored by the refused insert", async () => {
    expect(await t.sql("select id from currencies where country_code = 'QQ'")).toEqual([]);
  });

  it("a fault in the server itself is still a 500", async () => {
    const res = await fetch(`${base}/probe/bug`);
    expect(res.status).toBe(500);
    expect((await res.json()).code).toBe(500);
  });

  it("a constraint the server's own write breaks is a 500, not blamed on the input", async () => {
    const res = await fetch(`${base}/probe/check`);
    expect(res.status).toBe(500);
  });
});
