// System › countries, states / cities / districts, shipping, site languages and checked address
// format changes (issue 9). Expectations are written from the spec and the decisions in docs/areas/system.md.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
let approver: string;
let viewer: string;
let operator: string;

beforeAll(async () => {
  t = await startTestApi();
  [admin, approver, viewer, operator] = await Promise.all([t.token("admin"), t.token("approver"), t.token("viewer"), t.token("operator")]);
});
afterAll(async () => {
  await t?.close();
});

const audits = async (entity: string) =>
  (await t.sql<{ n: number }>("select count(*)::int as n from audit_log where entity = $1", [entity]))[0].n;
const stateId = async (country: string, name: string) =>
  (await t.sql<{ id: number }>("select id from regions where country_code = $1 and level = 1 and name = $2", [country, name]))[0].id;
const cityId = async (name: string) => (await t.sql<{ id: number }>("select id from regions where level = 2 and name = $1", [name]))[0].id;

describe("countries", () => {
  it("the seed holds all 249 ISO 3166-1 countries with English and Chinese names", async () => {
    const res = await t.get("/api/config/countries", { token: viewer, query: { page_size: 5 } });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(249);
    expect(res.body.data.list.map((c: { code: string }) => c.code)).toEqual(["US", "CA", "GB", "DE", "AU"]);
    const jp = await t.get("/api/config/countries", { token: viewer, query: { name: "日本" } });
    expect(jp.body.data.list.map((c: { code: string; name_en: string }) => [c.code, c.name_en])).toEqual([["JP", "Japan"]]);
    const byCode = await t.get("/api/config/countries", { token: viewer, query: { name: "de" } });
    expect(byCode.body.data.list.map((c: { code: string }) => c.code)).toContain("DE");
  });

  it("refuses a code outside ISO 3166-1 (422) and a second record of one code (409)", async () => {
    const bad = await t.post("/api/config/country/create", { code: "XX", name_en: "Nowhere", name_zh: "无", sort: 1 }, { token: admin });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors.code).toBeDefined();
    const dup = await t.post("/api/config/country/create", { code: "JP", name_en: "Japan", name_zh: "日本", sort: 1 }, { token: admin });
    expect(dup.status).toBe(409);
    expect(dup.body.data.errors.code[0]).toBe("JP is already in the list");
  });

  it("viewer reads but may not write; operator has no System area", async () => {
    expect((await t.post("/api/config/country/change-status", { id: 1, status: "disable" }, { token: viewer })).status).toBe(403);
    expect((await t.get("/api/config/countries", { token: operator })).status).toBe(403);
    expect((await t.get("/api/config/states", { token: operator, query: { country: "US" } })).status).toBe(403);
  });

  it("edits a country with its version; a stale version is 409", async () => {
    const [nz] = await t.sql<{ id: number; version: number }>("select id, version from countries where code = 'NZ'");
    const ok = await t.post(
      "/api/config/country/update",
      { id: nz.id, version: nz.version, name_en: "New Zealand", name_zh: "新西兰", phone_code: "+64", sort: 11 },
      { token: admin },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data.version).toBe(nz.version + 1);
    const stale = await t.post(
      "/api/config/country/update",
      { id: nz.id, version: nz.version, name_en: "NZ", name_zh: "新西兰", sort: 11 },
      { token: admin },
    );
    expect(stale.status).toBe(409);
  });
});

describe("drill-down: states, cities, districts", () => {
  it("a state list holds states only, narrowed to one country", async () => {
    const all = await t.get("/api/config/states", { token: viewer, query: { page_size: 100 } });
    expect(all.body.data.total).toBe(31);
    expect(all.body.data.list.every((s: { level: number }) => s.level === 1)).toBe(true);
    const au = await t.get("/api/config/states", { token: viewer, query: { country: "AU", sort: "name" } });
    expect(au.body.data.list.map((s: { name: string }) => s.name)).toEqual([
      "New South Wales",
      "Queensland",
      "South Australia",
      "Tasmania",
      "Victoria",
      "Western Australia",
    ]);
  });

  it("cities of a state, districts of a city", async () => {
    const ny = await stateId("US", "New York");
    const cities = await t.get("/api/config/cities", { token: viewer, query: { state: ny } });
    expect(cities.body.data.list.map((c: { name: string; children: number }) => [c.name, c.children])).toEqual([
      ["New York City", 5],
      ["Buffalo", 0],
    ]);
    const nyc = await cityId("New York City");
    const districts = await t.get("/api/config/districts", { token: viewer, query: { city: nyc, page_size: 3 } });
    expect(districts.body.data.total).toBe(5);
    expect(districts.body.data.list.map((d: { name: string }) => d.name)).toEqual(["Manhattan", "Brooklyn", "Queens"]);
  });

  it("a new city takes its country from its state; a city is no state", async () => {
    const ontario = await stateId("CA", "Ontario");
    const res = await t.post("/api/config/city/create", { parent_id: ontario, name: "Hamilton", sort: 5 }, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ country_code: "CA", level: 2, parent_id: ontario, name: "Hamilton" });
    const toronto = await cityId("Toronto");
    const wrong = await t.post("/api/config/city/create", { parent_id: toronto, name: "Nowhere", sort: 0 }, { token: admin });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.errors.parent_id).toEqual(["must be a state"]);
    const asState = await t.post("/api/config/state/update", { id: toronto, version: 1, name: "Toronto", sort: 0 }, { token: admin });
    expect(asState.status).toBe(404);
  });

  it("a name is unique under its parent whatever its case (409), and each write is logged", async () => {
    const before = await audits("state");
    const dup = await t.post("/api/config/state/create", { country_code: "US", name: "texas", code: "TX", sort: 1 }, { token: admin });
    expect(dup.status).toBe(409);
    expect(dup.body.data.errors.name).toBeDefined();
    const ok = await t.post("/api/config/state/create", { country_code: "US", name: "Nevada", code: "NV", sort: 20 }, { token: admin });
    expect(ok.status).toBe(200);
    expect(await audits("state")).toBe(before + 1);
    const off = await t.post("/api/config/state/change-status", { id: ok.body.data.id, status: "disable" }, { token: admin });
    expect(off.body.data.enabled).toBe(false);
    const again = await t.post("/api/config/state/change-status", { id: ok.body.data.id, status: "disable" }, { token: admin });
    expect(again.status).toBe(200);
    expect(await audits("state")).toBe(before + 2);
  });
});

describe("country shipping (country mode)", () => {
  it("keeps amounts exact and refuses days out of order", async () => {
    const res = await t.post(
      "/api/config/country-shipping/create",
      {
        country_code: "NZ",
        channel: "standard",
        carrier: "NZ Post",
        min_days: 4,
        max_days: 9,
        currency_code: "NZD",
        fee: 7.1,
        free_threshold: 79.99,
      },
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ fee: "7.10", free_threshold: "79.99", currency_code: "NZD" });
    const order = await t.post(
      "/api/config/country-shipping/create",
      { country_code: "NZ", channel: "express", carrier: "CourierPost", min_days: 5, max_days: 2, currency_code: "NZD", fee: 12 },
      { token: admin },
    );
    expect(order.status).toBe(422);
    expect(order.body.data.errors.max_days).toEqual(["must not be less than the fewest days"]);
    const cents = await t.post(
      "/api/config/country-shipping/create",
      { country_code: "NZ", channel: "express", carrier: "CourierPost", min_days: 1, max_days: 2, currency_code: "NZD", fee: 1.005 },
      { token: admin },
    );
    expect(cents.body.data.errors.fee).toEqual(["has at most 2 decimal places"]);
  });

  it("one channel per country and currency (409)", async () => {
    const dup = await t.post(
      "/api/config/country-shipping/create",
      { country_code: "US", channel: "standard", carrier: "FedEx", min_days: 3, max_days: 5, currency_code: "USD", fee: 5 },
      { token: admin },
    );
    expect(dup.status).toBe(409);
    expect(dup.body.data.errors.channel[0]).toBe("US already has a standard channel in USD");
  });
});

describe("site languages", () => {
  it("making a language the default moves the site's default; the default cannot be disabled", async () => {
    const rows = await t.sql<{ id: number; language: string; version: number; is_default: boolean }>(
      "select id, language, version, is_default from site_languages where site_abbr = 'ca' order by sort",
    );
    expect(rows.map((r) => [r.language, r.is_default])).toEqual([
      ["en", true],
      ["fr", false],
    ]);
    const fr = rows[1];
    const res = await t.post(
      "/api/config/site-language/update",
      { id: fr.id, version: fr.version, site: "ca", language: "fr", is_default: true, sort: 10 },
      { token: admin },
    );
    expect(res.status).toBe(200);
    const after = await t.sql<{ language: string }>("select language from site_languages where site_abbr = 'ca' and is_default");
    expect(after.map((r) => r.language)).toEqual(["fr"]);
    const off = await t.post("/api/config/site-language/change-status", { id: fr.id, status: "disable" }, { token: admin });
    expect(off.status).toBe(409);
    const dup = await t.post("/api/config/site-language/create", { site: "ca", language: "en", sort: 0 }, { token: admin });
    expect(dup.status).toBe(409);
  });
});

describe("address formats: a change is checked by a second person", () => {
  const fields = [
    { field: "first_name", required: true },
    { field: "last_name", required: true },
    { field: "address1", required: true },
    { field: "city", required: true },
    { field: "postal_code", required: true },
  ];
  const request = (over: Record<string, unknown> = {}) => ({
    country_code: "IE",
    site: "uk",
    language: "en",
    fields,
    postal_pattern: "^[A-Z]\\d{2} ?[A-Z\\d]{4}$",
    example: "Dublin D02 X285",
    ...over,
  });

  it("refuses a postal-code line without a pattern, a broken pattern and a field twice", async () => {
    const res = await t.post("/api/config/country-address/create", request({ postal_pattern: "" }), { token: admin });
    expect(res.status).toBe(422);
    expect(res.body.data.errors.postal_pattern).toEqual(["is required when the format has a postal code"]);
    const broken = await t.post("/api/config/country-address/create", request({ postal_pattern: "([" }), { token: admin });
    expect(broken.body.data.errors.postal_pattern).toEqual(["is not a valid regular expression"]);
    const twice = await t.post("/api/config/country-address/create", request({ fields: [...fields, { field: "city", required: false }] }), {
      token: admin,
    });
    expect(twice.body.data.errors.fields).toEqual(["a field may appear once"]);
  });

  it("requesting writes no format; nobody checks their own; the checker's pass applies it with both log rows", async () => {
    const req = await t.post("/api/config/country-address/create", request(), { token: admin });
    expect(req.status).toBe(200);
    expect(req.body.data.status).toBe("pending");
    expect(await t.sql("select 1 from address_formats where country_code = 'IE'")).toHaveLength(0);

    const second = await t.post("/api/config/country-address/create", request({ example: "other" }), { token: admin });
    expect(second.status).toBe(409);

    const own = await t.post("/api/config/country-address/change-status", { id: req.body.data.id, status: "pass" }, { token: admin });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe("You cannot check your own request: another person must check it");
    expect(await t.sql("select 1 from address_formats where country_code = 'IE'")).toHaveLength(0);

    const viewerTry = await t.post(
      "/api/config/country-address/change-status",
      { id: req.body.data.id, status: "pass" },
      { token: viewer },
    );
    expect(viewerTry.status).toBe(403);

    const [formatLogs, changeLogs] = [await audits("address_format"), await audits("address_change")];
    const pass = await t.post(
      "/api/config/country-address/change-status",
      { id: req.body.data.id, status: "pass", check_remark: "ok" },
      { token: approver },
    );
    expect(pass.status).toBe(200);
    expect(pass.body.data).toMatchObject({ status: "passed", checked_by: "Avery Approver", check_remark: "ok" });
    const [format] = await t.sql<{ fields: unknown; postal_pattern: string; version: number }>(
      "select fields, postal_pattern, version from address_formats where country_code = 'IE' and site_abbr = 'uk' and language = 'en'",
    );
    expect(format.fields).toEqual(fields);
    expect(format.version).toBe(1);
    expect(await audits("address_format")).toBe(formatLogs + 1);
    expect(await audits("address_change")).toBe(changeLogs + 1);

    // a repeat changes nothing; a reject after the pass names the state
    const again = await t.post("/api/config/country-address/change-status", { id: req.body.data.id, status: "pass" }, { token: approver });
    expect(again.status).toBe(200);
    expect(await audits("address_change")).toBe(changeLogs + 1);
    const late = await t.post("/api/config/country-address/change-status", { id: req.body.data.id, status: "reject" }, { token: approver });
    expect(late.status).toBe(409);
    expect(late.body.message).toContain("Passed");
  });

  it("only the requester cancels, and only while it waits", async () => {
    const req = await t.post("/api/config/country-address/create", request({ country_code: "NZ", site: "au" }), { token: admin });
    const other = await t.post("/api/config/country-address/cancel-check", { id: req.body.data.id }, { token: approver });
    expect(other.status).toBe(403);
    const mine = await t.post("/api/config/country-address/cancel-check", { id: req.body.data.id }, { token: admin });
    expect(mine.status).toBe(200);
    expect(mine.body.data.status).toBe("cancelled");
    const pass = await t.post("/api/config/country-address/change-status", { id: req.body.data.id, status: "pass" }, { token: approver });
    expect(pass.status).toBe(409);
    expect(await t.sql("select 1 from address_formats where country_code = 'NZ'")).toHaveLength(0);
  });

  it("a request made against an older format is not applied: 409 and nothing written", async () => {
    const [gb] = await t.sql<{ id: number; version: number }>(
      "select id, version from address_formats where country_code = 'DE' and site_abbr = 'de' and language = 'de'",
    );
    const req = await t.post(
      "/api/config/country-address/create",
      request({ country_code: "DE", site: "de", language: "de", postal_pattern: "^\\d{5}$", version: gb.version }),
      { token: admin },
    );
    expect(req.status).toBe(200);
    // the format moves on under the request (e.g. an earlier request passed meanwhile)
    await t.sql("update address_formats set version = version + 1 where id = $1", [gb.id]);
    const before = await audits("address_change");
    const pass = await t.post("/api/config/country-address/change-status", { id: req.body.data.id, status: "pass" }, { token: approver });
    expect(pass.status).toBe(409);
    const [still] = await t.sql<{ status: string }>("select status from address_changes where id = $1", [req.body.data.id]);
    expect(still.status).toBe("pending");
    expect(await audits("address_change")).toBe(before);
    const [format] = await t.sql<{ version: number; fields: { field: string }[] }>(
      "select version, fields from address_formats where id = $1",
      [gb.id],
    );
    expect(format.version).toBe(gb.version + 1);
    expect(format.fields.map((f) => f.field)).toContain("company");
  });

  it("lists: formats with their open request, the checker's queue and the history", async () => {
    const formats = await t.get("/api/config/country-address/list", { token: viewer, query: { country: "GB" } });
    expect(formats.body.data.list).toHaveLength(1);
    expect(formats.body.data.list[0].pending_id).toEqual(expect.any(Number));
    const queue = await t.get("/api/config/country-address/new-list", { token: admin });
    expect(queue.body.data.list.every((c: { status: string }) => c.status === "pending")).toBe(true);
    // the seed's waiting GB request is the demo admin's: theirs to cancel, the approver's to check
    const gb = (rows: { country_code: string; mine: boolean }[]) => rows.find((c) => c.country_code === "GB")!.mine;
    expect(gb(queue.body.data.list)).toBe(true);
    expect(gb((await t.get("/api/config/country-address/new-list", { token: approver })).body.data.list)).toBe(false);
    const rejected = await t.get("/api/config/country-address/change-list", { token: viewer, query: { status: "rejected" } });
    expect(rejected.body.data.list.map((c: { country_code: string }) => c.country_code)).toEqual(["DE"]);
    const logs = await t.get("/api/config/geo-logs", { token: viewer, query: { entity: "address_change" } });
    expect(logs.status).toBe(200);
    expect((await t.get("/api/config/geo-logs", { token: operator, query: { entity: "country" } })).status).toBe(403);
  });
});
