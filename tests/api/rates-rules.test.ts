// The exchange-rate rules of issue 15: where a validity period stands (scheduled / in effect /
// expired), which currencies a site's rates may use, no two enabled rates of a site and currency
// over the same days, a confirmation for a rate far from the benchmark, and the quote currency kept
// with each rate when the base currency changes.
import { beforeAll, describe, expect, it } from "vitest";
import { adminApi } from "./helpers";

const { t, admin } = await adminApi();

const rate = (over: Record<string, unknown> = {}) => ({
  site: "ca",
  currency: "CAD",
  rate: 1.36,
  float_percent: 0,
  start_at: "2099-01-01T08:00:00Z",
  end_at: "2099-12-31T07:59:59Z",
  remark: "",
  ...over,
});
const create = (body: Record<string, unknown>) => t.post("/api/config/exchange-rate/create", body, { token: admin });
const ids = async (query: Record<string, string>) =>
  (
    (await t.get("/api/config/exchange-rates", { token: admin, query: { page_size: 100, ...query } })).body.data.list as { id: number }[]
  ).map((r) => r.id);

describe("where a validity period stands", () => {
  it("filters scheduled, in-effect and expired rates by today's date", async () => {
    const future = (await create(rate())).body.data.id;
    const past = (await create(rate({ start_at: "2001-01-01T08:00:00Z", end_at: "2001-12-31T07:59:59Z" }))).body.data.id;
    const [seeded] = await t.sql<{ id: number }>("select id from exchange_rates where site_abbr = 'ca' and updated_by = 'seed'");
    expect(await ids({ site: "ca", period: "scheduled" })).toEqual([future]);
    expect(await ids({ site: "ca", period: "expired" })).toEqual([past]);
    expect(await ids({ site: "ca", period: "in_effect" })).toEqual([seeded.id]);
    const bad = await t.get("/api/config/exchange-rates", { token: admin, query: { period: "soon" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data.errors)).toEqual(["period"]);
  });
});

describe("a site's rates use the site's currencies", () => {
  it("uk offers GBP only: a JPY rate for uk is refused naming what the site offers, and nothing is stored", async () => {
    const res = await create(rate({ site: "uk", currency: "JPY", rate: 151 }));
    expect(res.status).toBe(422);
    expect(res.body.data.errors.currency).toEqual(["The United Kingdom site offers GBP; add JPY to the site under Country currency first"]);
    expect(await t.sql("select 1 from exchange_rates where site_abbr = 'uk' and currency_code = 'JPY'")).toEqual([]);
    // a rate that keeps its site and currency stays editable after the site stops offering it
    const [seededUk] = await t.sql<{ id: number; version: number }>(
      "select id, version from exchange_rates where site_abbr = 'uk' and updated_by = 'seed'",
    );
    await t.sql("update currencies set enabled = false where site_abbr = 'uk'");
    try {
      const cur = (await t.get(`/api/config/exchange-rate/${seededUk.id}`, { token: admin })).body.data;
      const kept = await t.post(
        "/api/config/exchange-rate/update",
        {
          ...rate({ site: "uk", currency: "GBP", rate: 0.8, start_at: cur.start_at, end_at: cur.end_at }),
          id: seededUk.id,
          version: seededUk.version,
        },
        { token: admin },
      );
      expect(kept.status).toBe(200);
      expect(
        (await create(rate({ site: "uk", currency: "GBP", rate: 0.79, start_at: "2098-01-01T08:00:00Z", end_at: "2098-01-31T07:59:59Z" })))
          .status,
      ).toBe(422);
    } finally {
      await t.sql("update currencies set enabled = true where site_abbr = 'uk'");
    }
    const filters = await t.get("/api/config/filters", { token: admin });
    expect(filters.body.data.site_currencies.uk).toEqual(["GBP"]);
    expect(filters.body.data.site_currencies.glb).toContain("JPY");
  });
});

describe("the refusal lists what the site offers, in en and zh", () => {
  const zh = { token: "", headers: { "accept-language": "zh" } };
  it("a site with no currency yet says so; a site with two lists both, comma-separated", async () => {
    const none = rate({ site: "uk_v1", currency: "GBP", rate: 0.79 });
    expect((await create(none)).body.message).toBe(
      "The brand uk site offers no currency yet; add GBP to the site under Country currency first",
    );
    const noneZh = await t.post("/api/config/exchange-rate/create", none, { ...zh, token: admin });
    expect(noneZh.status).toBe(422);
    expect(noneZh.body.message).toBe("站点“品牌站 uk”仅提供 （暂无币种）；请先在国家币种中为该站点添加 GBP");

    await t.sql(
      `insert into currencies (country_code, country_name, site_abbr, currency_code, symbol, symbol_position, decimals, thousands_separator, decimal_separator, updated_by)
       values ('NZ', 'New Zealand', 'au', 'NZD', 'NZ$', 'before', 2, ',', '.', 'test')`,
    );
    try {
      const two = rate({ site: "au", currency: "JPY", rate: 151 });
      expect((await create(two)).body.message).toBe("The Australia site offers AUD, NZD; add JPY to the site under Country currency first");
      const twoZh = await t.post("/api/config/exchange-rate/create", two, { ...zh, token: admin });
      expect(twoZh.body.message).toBe("站点“澳大利亚”仅提供 AUD, NZD；请先在国家币种中为该站点添加 JPY");
    } finally {
      await t.sql("delete from currencies where site_abbr = 'au' and currency_code = 'NZD'");
    }
  });
});

describe("no two enabled rates of a site and currency over the same days", () => {
  const uk = (over: Record<string, unknown>) => rate({ site: "uk", currency: "GBP", rate: 0.79, ...over });

  it("refuses an overlapping enabled rate naming the other one; disabled, or one second apart, is fine", async () => {
    const first = await create(uk({ start_at: "2080-01-01T08:00:00Z", end_at: "2080-06-30T06:59:59Z" }));
    expect(first.status).toBe(200);
    const a = first.body.data.id;
    const clash = await create(uk({ start_at: "2080-06-01T07:00:00Z", end_at: "2080-12-31T07:59:59Z" }));
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(
      `The period overlaps the enabled rate #${a} (United Kingdom GBP 0.790000, 2080-01-01 – 2080-06-29); disable that rate or change the period`,
    );
    expect(clash.body.data.errors.start_at).toEqual([clash.body.message]);
    const clashZh = await t.post(
      "/api/config/exchange-rate/create",
      uk({ start_at: "2080-06-01T07:00:00Z", end_at: "2080-12-31T07:59:59Z" }),
      { token: admin, headers: { "accept-language": "zh" } },
    );
    expect(clashZh.body.message).toBe(
      `有效期与已启用的汇率 #${a} (英国 GBP 0.790000, 2080-01-01 至 2080-06-29) 重叠；请先停用该汇率或修改有效期`,
    );
    const next = await create(uk({ start_at: "2080-06-30T07:00:00Z", end_at: "2080-12-31T07:59:59Z" }));
    expect(next.status).toBe(200);

    // once the first is disabled its days are free; enabling it again is then refused, naming the newcomer
    expect((await t.post("/api/config/exchange-rate/change-status", { id: a, status: "disable" }, { token: admin })).status).toBe(200);
    const b = (await create(uk({ start_at: "2080-03-01T08:00:00Z", end_at: "2080-03-31T06:59:59Z" }))).body.data.id;
    const back = await t.post("/api/config/exchange-rate/change-status", { id: a, status: "enable" }, { token: admin });
    expect(back.status).toBe(409);
    expect(back.body.message).toContain(`#${b} (United Kingdom GBP`);
    expect((await t.get(`/api/config/exchange-rate/${a}`, { token: admin })).body.data.enabled).toBe(false);
    // an update that moves a rate onto another's days is refused too
    const moved = await t.post(
      "/api/config/exchange-rate/update",
      { id: b, version: 1, ...uk({ start_at: "2080-06-15T07:00:00Z", end_at: "2080-07-15T07:00:00Z" }) },
      { token: admin },
    );
    expect(moved.status).toBe(409);
  });

  it("two overlapping saves at the same moment: one is stored, the other refused", async () => {
    const results = await Promise.all(
      ["2081-01-01T08:00:00Z", "2081-02-01T08:00:00Z"].map((start_at) => create(uk({ start_at, end_at: "2081-12-31T07:59:59Z" }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [n] = await t.sql<{ n: number }>(
      "select count(*)::int as n from exchange_rates where site_abbr = 'uk' and start_at >= '2081-01-01'",
    );
    expect(n.n).toBe(1);
  });
});

describe("a rate far from the latest benchmark rate asks for confirmation", () => {
  const uk = (over: Record<string, unknown>) => rate({ site: "uk", currency: "GBP", ...over });

  it("more than 10% from the benchmark (GBP ~0.79) is refused until confirmed; within 10% saves at once", async () => {
    const far = await create(uk({ rate: 0.9, start_at: "2082-01-01T08:00:00Z", end_at: "2082-01-31T07:59:59Z" }));
    expect(far.status).toBe(409);
    expect(far.body.data.errors.confirm_deviation[0]).toMatch(
      /^0\.9 is 1[2-5]\.\d% above the latest benchmark rate 0\.7\d+ \(\d{4}-\d{2}-\d{2}\), more than 10%; confirm to save it anyway$/,
    );
    const confirmed = await create(
      uk({ rate: 0.9, start_at: "2082-01-01T08:00:00Z", end_at: "2082-01-31T07:59:59Z", confirm_deviation: true }),
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).not.toHaveProperty("confirm_deviation");
    const near = await create(uk({ rate: 0.85, start_at: "2082-02-01T08:00:00Z", end_at: "2082-02-28T07:59:59Z" }));
    expect(near.status).toBe(200);
    const low = await create(uk({ rate: 0.69, start_at: "2082-03-01T08:00:00Z", end_at: "2082-03-31T06:59:59Z" }));
    expect(low.status).toBe(409);
    expect(low.body.data.errors.confirm_deviation[0]).toMatch(/below the latest benchmark rate/);
  });
});

describe("the benchmark limit is 10%: exactly 10% away saves, more asks to confirm (en and zh)", () => {
  // the latest AUD benchmark set to 2: 10% is 0.2 either way
  let day: string;
  beforeAll(async () => {
    [{ day }] = await t.sql<{ day: string }>(
      `update benchmark_rates set rate = 2 where id = (select id from benchmark_rates where currency = 'AUD' order by effective_date desc, id desc limit 1)
       returning to_char(effective_date, 'YYYY-MM-DD') as day`,
    );
  });
  const au = (r: number, month: number) =>
    rate({
      site: "au",
      currency: "AUD",
      rate: r,
      start_at: `2083-${String(month).padStart(2, "0")}-01T08:00:00Z`,
      end_at: `2083-${String(month).padStart(2, "0")}-20T07:00:00Z`,
    });

  it("2.2 and 1.8 against 2 save at once; 2.200001 and 1.799999 are refused", async () => {
    expect((await create(au(2.2, 1))).status).toBe(200);
    expect((await create(au(1.8, 2))).status).toBe(200);
    expect((await create(au(2.200001, 3))).status).toBe(409);
    expect((await create(au(1.799999, 4))).status).toBe(409);
  });

  it("a currency without a benchmark rate (USD has none) saves any rate without asking", async () => {
    const usd = await create(
      rate({ site: "us", currency: "USD", rate: 5, start_at: "2084-01-01T08:00:00Z", end_at: "2084-01-31T08:00:00Z" }),
    );
    expect(usd.status).toBe(200);
  });

  it("says how far and which way, in en and zh", async () => {
    const zh = { token: admin, headers: { "accept-language": "zh" } };
    const high = await create(au(2.5, 5));
    expect(high.body.data.errors.confirm_deviation).toEqual([
      `2.5 is 25.0% above the latest benchmark rate 2.000000 (${day}), more than 10%; confirm to save it anyway`,
    ]);
    expect((await t.post("/api/config/exchange-rate/create", au(2.5, 5), zh)).body.message).toBe(
      `2.5 高于最新基准汇率 2.000000（${day}）25.0%，超过 10%；确认后方可保存`,
    );
    expect((await t.post("/api/config/exchange-rate/create", au(1.5, 5), zh)).body.message).toBe(
      `1.5 低于最新基准汇率 2.000000（${day}）25.0%，超过 10%；确认后方可保存`,
    );
  });
});

// last: it changes the base currency of this file's database
describe("the quote currency is kept with each rate; changing the base is an explicit step", () => {
  const settingNow = async () => (await t.get("/api/config/rate-setting", { token: admin })).body.data;
  const change = async (over: Record<string, unknown> = {}, lang = "en") => {
    const s = await settingNow();
    return t.post(
      "/api/config/rate-setting/update",
      {
        base_currency: "EUR",
        float_percent: s.float_percent,
        decimals: s.decimals,
        auto_sync: s.auto_sync,
        sync_hour: s.sync_hour,
        remark: s.remark,
        version: s.version,
        ...over,
      },
      { token: admin, headers: { "accept-language": lang } },
    );
  };

  it("every stored rate says what it is quoted against", async () => {
    const [rates] = await t.sql<{ n: number }>("select count(*)::int as n from exchange_rates where quote_currency <> 'USD'");
    expect(rates.n).toBe(0);
    const listed = (await t.get("/api/config/exchange-rates", { token: admin, query: { site: "uk" } })).body.data.list;
    expect(listed.length).toBeGreaterThan(0);
    for (const r of listed) expect(r.quote_currency).toBe("USD");
    expect((await t.get("/api/config/benchmark-rates", { token: admin })).body.data.list[0].quote_currency).toBe("USD");
  });

  it("is refused while enabled rates are quoted in the current base, and nothing changes", async () => {
    const [{ n }] = await t.sql<{ n: number }>("select count(*)::int as n from exchange_rates where enabled");
    const [{ logs }] = await t.sql<{ logs: number }>("select count(*)::int as logs from audit_log where entity = 'rate_setting'");
    const res = await change({ confirm_base_change: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `${n} enabled exchange rates are quoted in another currency than EUR (per 1 USD); disable them before changing the base currency to EUR`,
    );
    expect(res.body.data.errors.base_currency).toEqual([res.body.message]);
    const zh = await change({ confirm_base_change: true }, "zh");
    expect(zh.body.message).toBe(`有 ${n} 条已启用的汇率不是按 EUR 报价（按 1 USD）；请先停用它们，再将基准币种改为 EUR`);
    expect(await settingNow()).toMatchObject({ base_currency: "USD", version: 1 });
    expect((await t.sql<{ logs: number }>("select count(*)::int as logs from audit_log where entity = 'rate_setting'"))[0].logs).toBe(logs);
  });

  it("with none enabled it says what stays as it is, asks to confirm, then changes once with its log row", async () => {
    await t.sql("update exchange_rates set enabled = false");
    const [{ d }] = await t.sql<{ d: number }>("select count(*)::int as d from exchange_rates");
    const [{ b }] = await t.sql<{ b: number }>("select count(*)::int as b from benchmark_rates");
    const asked = await change();
    expect(asked.status).toBe(409);
    expect(asked.body.data.errors.confirm_base_change[0]).toBe(
      `From now on new benchmark and exchange rates are quoted per 1 EUR. The ${b} benchmark rates and ${d} disabled exchange rates stored so far keep the currency they were quoted in (USD) and are not converted. Confirm to change the base currency from USD to EUR.`,
    );
    const askedZh = await change({}, "zh");
    expect(askedZh.status).toBe(409);
    expect(askedZh.body.data.errors.confirm_base_change).toEqual([
      `此后新增的基准汇率和汇率均按 1 EUR 报价。已有的 ${b} 条基准汇率和 ${d} 条已停用汇率保留原报价币种（USD），不做换算。确认后基准币种由 USD 改为 EUR。`,
    ]);
    expect((await settingNow()).base_currency).toBe("USD");

    const done = await change({ confirm_base_change: true });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ base_currency: "EUR", version: 2 });
    expect(done.body.data).not.toHaveProperty("confirm_base_change");
    const logs = (await t.get("/api/config/logs", { token: admin, query: { entity: "rate_setting" } })).body.data;
    expect(logs.list[0]).toMatchObject({ action: "update", before: { base_currency: "USD" }, after: { base_currency: "EUR" } });

    // stored rates keep USD; new ones are quoted per 1 EUR
    const [{ usd }] = await t.sql<{ usd: number }>("select count(*)::int as usd from exchange_rates where quote_currency = 'USD'");
    expect(usd).toBe(d);
    const bench = await t.post(
      "/api/config/benchmark-rate/create",
      { currency: "GBP", rate: 0.86, effective_date: "2001-05-06", source: "manual" },
      { token: admin },
    );
    expect(bench.body.data).toMatchObject({ currency: "GBP", quote_currency: "EUR" });
    const fresh = await create(
      rate({ site: "uk", currency: "GBP", rate: 0.86, start_at: "2090-01-01T08:00:00Z", end_at: "2090-12-31T07:59:59Z" }),
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.quote_currency).toBe("EUR");
  });

  it("a rate quoted per 1 USD is not enabled again under the EUR base", async () => {
    const [old] = await t.sql<{ id: number }>("select id from exchange_rates where quote_currency = 'USD' and site_abbr = 'ca' limit 1");
    const res = await t.post("/api/config/exchange-rate/change-status", { id: old.id, status: "enable" }, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This rate is quoted per 1 USD, but the base currency is now EUR; add a new rate per 1 EUR instead");
    expect((await t.get(`/api/config/exchange-rate/${old.id}`, { token: admin })).body.data.enabled).toBe(false);
  });
});
