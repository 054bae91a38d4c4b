// Money is in the site's currency (issue 41 §2): a discount, a voucher, a wallet credit and a budget
// of the uk site are in GBP (its country-currency settings), and any other currency is refused next
// to the field in the caller's language (issue 41 §12) — nothing is saved.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let operator: string;
let ukCustomer = 0;
let marketing = 0;
const ZH = { "accept-language": "zh-CN,zh;q=0.9" };

beforeAll(async () => {
  t = await startTestApi();
  operator = await t.token("operator");
  [{ id: ukCustomer }] = await t.sql<{ id: number }>("select id from customers where site_abbr = 'uk' order by id limit 1");
  [{ id: marketing }] = await t.sql<{ id: number }>("select id from departments where code = 'marketing'");
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const discount = {
  name: "Spring 10%",
  site: "uk",
  currency_code: "USD",
  kind: "percent",
  discount_off: "10",
  min_order: "30.00",
  uses_per_code: 1,
  start_day: "2031-03-01",
  end_day: "2031-03-31",
};
const voucher = {
  name: "Welcome £5",
  site: "uk",
  currency_code: "USD",
  kind: "amount",
  voucher_off: "5.00",
  min_order: "25",
  start_day: "2031-01-01",
  end_day: "2031-12-31",
  per_customer: 1,
  total_stock: 3,
  remark: "",
};

async function refusedBothWays(path: string, body: Record<string, unknown>, field: string) {
  const en = await t.post(path, body, { token: operator });
  const zh = await t.post(path, body, { token: operator, headers: ZH });
  return { status: en.status, en: en.body.data?.errors?.[field], zh: zh.body.data?.errors?.[field], zhMessage: zh.body.message };
}

describe("money in the site's currency", () => {
  it("a uk discount with a USD minimum order is refused; in GBP it is saved", async () => {
    expect(await refusedBothWays("/api/market/discount/create", discount, "currency_code")).toEqual({
      status: 422,
      en: ["is not a currency of the United Kingdom site"],
      zh: ["不是站点“英国”使用的币种"],
      zhMessage: "不是站点“英国”使用的币种",
    });
    expect(await t.sql("select id from discounts where name = 'Spring 10%'")).toEqual([]);
    const ok = await t.post("/api/market/discount/create", { ...discount, currency_code: "GBP" }, { token: operator });
    expect(ok.body.data).toMatchObject({ site: "uk", currency_code: "GBP", min_order_minor: 3000 });
  });

  it("a uk voucher in USD is refused, create and edit; in GBP it is saved", async () => {
    expect(await refusedBothWays("/api/market/voucher/create", voucher, "currency_code")).toEqual({
      status: 422,
      en: ["is not a currency of the United Kingdom site"],
      zh: ["不是站点“英国”使用的币种"],
      zhMessage: "不是站点“英国”使用的币种",
    });
    const ok = await t.post("/api/market/voucher/create", { ...voucher, currency_code: "GBP" }, { token: operator });
    expect(ok.body.data).toMatchObject({ site: "uk", currency_code: "GBP", amount_off_minor: 500 });
    const edit = await t.post(
      "/api/market/voucher/update",
      { ...voucher, id: ok.body.data.id, version: ok.body.data.version },
      { token: operator },
    );
    expect(edit.status).toBe(422);
    expect(edit.body.data.errors.currency_code).toEqual(["is not a currency of the United Kingdom site"]);
  });

  it("a USD wallet credit to a uk customer is refused and writes nothing; GBP is credited", async () => {
    const body = { customer_id: ukCustomer, currency: "USD", direction: "credit", amount: "10.00", reason: "Goodwill" };
    expect(await refusedBothWays("/api/market/wallet/adjust", body, "currency")).toEqual({
      status: 422,
      en: ["is not a currency of the United Kingdom site"],
      zh: ["不是站点“英国”使用的币种"],
      zhMessage: "不是站点“英国”使用的币种",
    });
    expect(await t.sql("select id from wallets where customer_id = $1 and currency = 'USD'", [ukCustomer])).toEqual([]);
    const ok = await t.post("/api/market/wallet/adjust", { ...body, currency: "GBP" }, { token: operator });
    expect(ok.body.data.account).toMatchObject({ currency: "GBP", site: "uk" });
  });

  it("a uk budget in USD is refused next to the currency, in Chinese on a Chinese form", async () => {
    const body = {
      department_id: marketing,
      site: "uk",
      currency: "USD",
      purpose: "Summer, United Kingdom",
      amount: "100.00",
      period_start: "2031-06-01",
      period_end: "2031-06-30",
      lines: [{ item: "All", amount: "100.00" }],
    };
    expect(await refusedBothWays("/api/budget/update", body, "currency")).toEqual({
      status: 422,
      en: ["is not a currency of the United Kingdom site"],
      zh: ["不是站点“英国”使用的币种"],
      zhMessage: "不是站点“英国”使用的币种",
    });
  });

  it("a site's own currency is always one of its currencies, first: a glb customer's wallet is credited in USD, not in GBP", async () => {
    const [{ id: glbCustomer }] = await t.sql<{ id: number }>("select id from customers where site_abbr = 'glb' order by id limit 1");
    const body = { customer_id: glbCustomer, currency: "USD", direction: "credit", amount: "10.00", reason: "Goodwill" };
    const ok = await t.post("/api/market/wallet/adjust", body, { token: operator });
    expect(ok.status).toBe(200);
    expect(ok.body.data.account).toMatchObject({ currency: "USD", site: "glb" });
    const gbp = await t.post("/api/market/wallet/adjust", { ...body, currency: "GBP" }, { token: operator });
    expect(gbp.body.data.errors.currency).toEqual(["is not a currency of the Global site"]);
    // a brand site prices as its base: a uk_v1 voucher in GBP is saved, in USD refused
    const brand = { ...voucher, name: "Brand £5", site: "uk_v1" };
    expect((await t.post("/api/market/voucher/create", { ...brand, currency_code: "GBP" }, { token: operator })).status).toBe(200);
    expect((await t.post("/api/market/voucher/create", { ...brand, currency_code: "USD" }, { token: operator })).status).toBe(422);
  });

  it("an event's currency is one of its site's: a uk daily special in USD is refused (en, zh), a glb one in USD is saved", async () => {
    const event = {
      kind: "daily_special",
      name: "Currency check",
      site: "uk",
      currency: "USD",
      start_at: "2031-05-01T07:00:00.000Z",
      end_at: "2031-05-08T06:59:59.000Z",
      languages: [{ language: "en", title: "Currency check", description: "" }],
    };
    expect(await refusedBothWays("/api/event/createDsEvent", event, "currency")).toEqual({
      status: 422,
      en: ["is not a currency of the United Kingdom site"],
      zh: ["不是站点“英国”使用的币种"],
      zhMessage: "不是站点“英国”使用的币种",
    });
    const glb = await t.post("/api/event/createDsEvent", { ...event, site: "glb" }, { token: operator });
    expect(glb.status).toBe(200);
    expect(glb.body.data).toMatchObject({ site: "glb", currency: "USD" });
    // the event form's choices come from the same rule: each site's currencies, its own first
    const options = await t.get("/api/event/getEventEnum", { token: operator });
    const glbOption = options.body.data.sites.find((s: { value: string }) => s.value === "glb");
    expect(glbOption.currencies[0]).toBe("USD");
  });

  it("site_currencies names each site's currencies, its own first, to whoever opens a money form's list", async () => {
    const res = await t.get("/api/market/site_currencies", { token: operator });
    expect(res.status).toBe(200);
    const map = res.body.data.site_currencies as Record<string, string[]>;
    expect(map.uk).toEqual(["GBP"]);
    expect(map.uk_v1).toEqual(["GBP"]);
    expect(map.us).toEqual(["USD"]);
    expect(map.eur).toEqual(["EUR"]);
    expect(map.glb.slice(0, 3)).toEqual(["USD", "AED", "BRL"]);
    expect(map.glb).toContain("JPY");
    expect((await t.get("/api/budget/ajax_isocode", { token: operator, query: { site: "glb" } })).body.data.currencies[0]).toBe("USD");
    expect((await t.get("/api/market/site_currencies", { token: await t.token("viewer") })).status).toBe(403);
  });
});
