// A generated fuzz pass over every endpoint the router serves (so a new endpoint is fuzzed the day it
// is added). As admin, so no permission hides a hole, each endpoint gets bad input built from its
// own schemas (see fuzz-cases.ts). Every case must be refused with a 4xx envelope a person can read,
// promptly, and leave every table exactly as it was.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRouter } from "../../server/app";
import type { Endpoint } from "../../server/http/router";
import { casesFor, type FuzzCase } from "./fuzz-cases";
import { baselineOf, fieldsOf } from "./fuzz-schema";
import { isEnvelope, startTestApi, type TestApi } from "./helpers";

const endpoints = buildRouter().endpoints;
const label = (e: Endpoint) => `${e.method} ${e.path}`;

/**
 * Generated cases that are nevertheless valid input, keyed "<METHOD> <path> | <case name>", with the
 * reason. They are sent after the "unchanged" check and only have to be answered without a 5xx.
 * Empty today: every generated case is invalid by construction.
 */
const KNOWN_VALID: Record<string, string> = {};

const TIMEOUT_MS = 5000;

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
  await watchEveryTable();
});
afterAll(async () => {
  await t?.close();
});

let admin: Promise<string> | undefined;
/** The admin token the rounds share, issued once (before the first round starts). */
const adminToken = () => (admin ??= t.token("admin"));

/**
 * Every table in schema public gets a trigger that notes each row it inserts, updates (even to the
 * same values) or deletes, and each truncate, in a table of its own schema; a rolled-back write
 * takes its notes with it. So "nothing changed" is one small read per round, however large the
 * tables (the 100,000 customers were a scan per round when the rows themselves were compared).
 * Nothing is excluded but a heavy-work claim taken and released within the round (a lock, see changes()): reads write nothing (api_tokens has no last-used column, and the round's
 * token is issued before the round starts).
 */
async function watchEveryTable() {
  await t.api.db.exec(`
    create schema fuzz_watch;
    create table fuzz_watch.changes (table_name text not null, op text not null);
    create function fuzz_watch.note() returns trigger language plpgsql as $$
      begin
        insert into fuzz_watch.changes values (tg_table_name, tg_op);
        return null;
      end $$;
    do $$
      declare r record;
      begin
        for r in select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' loop
          execute format('create trigger fuzz_watch_rows after insert or update or delete on public.%I for each row execute function fuzz_watch.note()', r.table_name);
          execute format('create trigger fuzz_watch_truncate after truncate on public.%I for each statement execute function fuzz_watch.note()', r.table_name);
        end loop;
      end $$;
  `);
}

/** Forgets what earlier rounds changed (the round's token). */
const startRound = () => t.sql("delete from fuzz_watch.changes");

/** What the round changed, as "table: operation × count". */
async function changes(): Promise<string[]> {
  const rows = await t.sql<{ table_name: string; op: string; n: number }>(
    "select table_name, op, count(*)::int as n from fuzz_watch.changes group by 1, 2 order by 1, 2",
  );
  // a heavy-work claim is a lock a request holds while it works (an export while it streams):
  // taken and released by a refused request, it leaves nothing; one left behind still shows
  const claims = (op: string) => rows.find((r) => r.table_name === "heavy_claims" && r.op === op)?.n ?? 0;
  const released = claims("INSERT") === claims("DELETE") && !claims("UPDATE");
  return rows.filter((r) => !(released && r.table_name === "heavy_claims")).map((r) => `${r.table_name}: ${r.op} × ${r.n}`);
}

interface Answer {
  status: number;
  type: string;
  text: string;
}

async function send(c: FuzzCase, token: string): Promise<Answer | Error> {
  try {
    const res = await t.fetch(c.url, {
      method: c.method,
      headers: { authorization: `Bearer ${token}`, ...c.headers },
      body: c.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { status: res.status, type: res.headers.get("content-type") ?? "", text: await res.text() };
  } catch (err) {
    return err as Error;
  }
}

const readable = (m: unknown) => typeof m === "string" && m.trim().length >= 3 && !/\[object |undefined|\n\s+at /.test(m);

/** What is wrong with an answer to a case meant to be refused; empty when nothing is. */
function problems(c: FuzzCase, a: Answer | Error): string[] {
  if (a instanceof Error) return [`no answer within ${TIMEOUT_MS} ms (${a.name}: ${a.message})`];
  const out: string[] = [];
  let body: unknown;
  try {
    body = JSON.parse(a.text);
  } catch {
    return [`HTTP ${a.status} with a body that is not JSON: ${JSON.stringify(a.text.slice(0, 80))}`];
  }
  if (!a.type.startsWith("application/json")) out.push(`content-type ${a.type}`);
  if (!isEnvelope(body)) return [...out, `HTTP ${a.status} without the {code, message, data} envelope`];
  if (a.status !== c.status) out.push(`HTTP ${a.status} (${body.code}) "${body.message}", expected ${c.status}`);
  if (body.code !== a.status) out.push(`envelope code ${body.code} under HTTP ${a.status}`);
  if (!readable(body.message)) out.push(`unreadable message ${JSON.stringify(body.message)}`);
  if (a.status === 422 && c.field) {
    const keys = Object.keys((body.data as { errors?: object } | null)?.errors ?? {});
    if (!keys.some((k) => k === c.field || k.startsWith(`${c.field}.`)))
      out.push(`no field error for ${c.field} (got ${keys.join(", ") || "none"})`);
  }
  return out;
}

describe("the fuzz covers every endpoint", () => {
  it("the router serves endpoints and each gets cases", () => {
    expect(endpoints.length).toBeGreaterThan(10);
    for (const e of endpoints) expect(casesFor(e).length, label(e)).toBeGreaterThanOrEqual(3);
  });

  // a baseline that does not parse would make every field case trivially refused
  it.each(endpoints.filter((e) => e.query || e.body).map((e) => [label(e), e] as const))("%s: the generated baseline parses", (_n, e) => {
    for (const [where, schema] of [
      ["query", e.query],
      ["body", e.body],
    ] as const) {
      if (!schema) continue;
      const parsed = schema.safeParse(baselineOf(fieldsOf(schema), where === "query"));
      expect(parsed.error?.issues ?? [], `${where}: add a sample for the field in fuzz-schema.ts FIELD_SAMPLES`).toEqual([]);
    }
  });
});

describe("fuzz: bad input is refused with a readable 4xx and changes nothing", () => {
  it.each(endpoints.map((e) => [label(e), e] as const))("%s", async (name, e) => {
    // one admin token for every round but sign-out's, which revokes the token it is called with
    const token = name === "POST /api/auth/logout" ? await t.token("admin") : await adminToken();
    const cases = casesFor(e);
    await startRound();
    const found: string[] = [];
    for (const c of cases.filter((x) => !KNOWN_VALID[`${name} | ${x.name}`])) {
      for (const p of problems(c, await send(c, token))) found.push(`${c.name}: ${p}`);
    }
    expect(found.join("\n"), `${found.length} of ${cases.length} cases`).toBe("");
    expect(await changes(), "a refused request changed the database").toEqual([]);

    for (const c of cases.filter((x) => KNOWN_VALID[`${name} | ${x.name}`])) {
      const a = await send(c, token);
      expect(a instanceof Error ? a.message : a.status, c.name).toBeLessThan(500);
    }
    if (e.method === "GET") {
      // control: the request the cases were derived from is accepted, so their refusals are about the change
      const url =
        e.path.replace(/\{\w+\}/g, "1") +
        (e.query ? `?${new URLSearchParams(baselineOf(fieldsOf(e.query), true) as Record<string, string>)}` : "");
      const ok = await send({ name: "baseline", method: "GET", url, status: 200 }, token);
      expect(ok instanceof Error ? ok.message : ok.status, "baseline").toSatisfy((s) => s === 200 || s === 404);
    }
  });

  // the cases go to the handler in this process (helpers.ts, t.fetch): a socket here would mean the
  // sweep went back to paying a connection per case
  it("was answered in-process, without opening a socket", () => {
    expect(t.socketsOpened()).toBe(0);
  });
});

describe("HTTP limits", () => {
  /** Requests over one kept-alive connection, as a proxy or the console's fetch pool would send them. */
  function overOneConnection(agent: http.Agent, method: string, path: string, token: string, body?: string) {
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        t.url + path,
        { method, agent, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, timeout: TIMEOUT_MS },
        (res) => {
          let text = "";
          res.on("data", (d) => (text += d));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("timeout", () => req.destroy(new Error("no answer")));
      req.on("error", reject);
      req.end(body);
    });
  }

  it("a body over 1 MB gets a 413 envelope, and the next request on that connection is answered", async () => {
    const token = await t.token("admin");
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = await overOneConnection(
        agent,
        "POST",
        "/api/config/currency/create",
        token,
        JSON.stringify({ remark: "a".repeat(2_000_000) }),
      ).catch((err: Error) => ({ status: 0, text: err.message }));
      expect(big.status, big.text).toBe(413);
      expect(JSON.parse(big.text)).toMatchObject({ code: 413, data: null });
      const next = await overOneConnection(agent, "GET", "/api/config/filters", token);
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  // Node's HTTP parser refuses it before the handler runs (server/app.ts, answerUnparsable), whatever the endpoint
  it.each([
    ["GET", "/api/config/currencies"],
    ["POST", "/api/config/currency/create"],
  ])("a query past the 16 KB header limit to %s %s gets a 431 envelope over the socket", async (method, path) => {
    const res = await fetch(`${t.url}${path}?__fuzz=${"a".repeat(100_000)}`, {
      method,
      headers: { authorization: `Bearer ${await t.token("admin")}`, "content-type": "application/json" },
      body: method === "POST" ? "{}" : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    expect(res.status).toBe(431);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await res.json()).toEqual({ code: 431, message: "The request line or headers are too large (16 KB at most)", data: null });
  });

  it("repeated query keys are refused with a 422 naming the key", async () => {
    const res = await t.get("/api/config/currencies?page=1&page=2", { token: await t.token("admin") });
    expect(res.status).toBe(422);
    expect(res.body.data.errors.page).toBeDefined();
  });
});
