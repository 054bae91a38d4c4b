// Two people on one record at the same moment. config.test.ts covers a save with a stale version
// made after the other one finished; here the saves race, and a transition lands between opening
// a form and saving it. Exactly one change wins, the other is told (409 with the record as it now
// is), and the log holds exactly what happened.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
// only admin may write System records: a second session of it stands for the colleague
let colleague: string;

beforeAll(async () => {
  t = await startTestApi();
  [admin, colleague] = await Promise.all([t.token("admin"), t.token("admin")]);
});
afterAll(async () => {
  await t?.close();
});

const rateBody = (over: Record<string, unknown> = {}) => ({
  site: "au",
  currency: "AUD",
  rate: 1.52,
  float_percent: 0,
  start_at: "2031-01-01T00:00:00Z",
  end_at: "2031-12-31T23:59:59Z",
  remark: "",
  ...over,
});

const logsOf = async (entity: string, id: number) =>
  (await t.get("/api/config/logs", { token: admin, query: { entity, entity_id: id } })).body.data as {
    list: { action: string; after: any }[];
  };

describe("two saves of the same version at the same moment", () => {
  it("exchange rate: one is saved, the other gets 409 with the winner's values; one log row", async () => {
    const id = (await t.post("/api/config/exchange-rate/create", rateBody(), { token: admin })).body.data.id;
    const [a, b] = await Promise.all([
      t.post("/api/config/exchange-rate/update", { id, version: 1, ...rateBody({ rate: 1.6, remark: "by A" }) }, { token: admin }),
      t.post("/api/config/exchange-rate/update", { id, version: 1, ...rateBody({ rate: 1.4, remark: "by B" }) }, { token: colleague }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    expect(lost.body.data.current).toMatchObject({ id, version: 2, remark: won.body.data.remark, rate: won.body.data.rate });
    const now = (await t.get(`/api/config/exchange-rate/${id}`, { token: admin })).body.data;
    expect(now).toMatchObject({ version: 2, remark: won.body.data.remark });
    const logs = await logsOf("exchange_rate", id);
    expect(logs.list.map((l) => l.action)).toEqual(["update", "create"]);
    expect(logs.list[0].after.remark).toBe(won.body.data.remark);
  });

  it("base rate setting: one is saved, the other gets 409; one log row", async () => {
    const cur = (await t.get("/api/config/rate-setting", { token: admin })).body.data;
    const body = {
      base_currency: cur.base_currency,
      float_percent: cur.float_percent,
      decimals: cur.decimals,
      auto_sync: cur.auto_sync,
      version: cur.version,
    };
    const [a, b] = await Promise.all([
      t.post("/api/config/rate-setting/update", { ...body, sync_hour: 3, remark: "A" }, { token: admin }),
      t.post("/api/config/rate-setting/update", { ...body, sync_hour: 4, remark: "B" }, { token: colleague }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const logs = (await t.get("/api/config/logs", { token: admin, query: { entity: "rate_setting" } })).body.data;
    expect(logs.list.filter((l: { action: string }) => l.action === "update")).toHaveLength(1);
  });
});

describe("a transition between opening the form and saving it", () => {
  it("currency disabled by one person: the other's save with the old version is 409 and does not re-enable it", async () => {
    const opened = (await t.get("/api/config/currency/1", { token: colleague })).body.data;
    const off = await t.post("/api/config/currency/change-status", { id: 1, status: "disable" }, { token: admin });
    expect(off.body.data).toMatchObject({ enabled: false, version: opened.version + 1 });

    const { id, version, site, country_code, currency_code, symbol_position, decimals, thousands_separator, decimal_separator } = opened;
    const save = await t.post(
      "/api/config/currency/update",
      { id, version, site, country_code, currency_code, symbol: "US$", symbol_position, decimals, thousands_separator, decimal_separator },
      { token: colleague },
    );
    expect(save.status).toBe(409);
    expect(save.body.data.current).toMatchObject({ id: 1, enabled: false, symbol: opened.symbol });
    expect((await t.get("/api/config/currency/1", { token: admin })).body.data).toMatchObject({
      enabled: false,
      symbol: opened.symbol,
      version: opened.version + 1,
    });
    expect((await logsOf("currency", 1)).list.map((l) => l.action)).toEqual(["disable"]);
  });
});
