// System management › currencies, exchange rates, base rate setting and benchmark rates, as staff
// use them: browse lists with filters and pages, open forms, save edits (with the version the form
// was opened with), create records, and switch records on and off.
import fs from "node:fs";
import { maybe, pick, query, rand } from "./random.mjs";

const CURRENCIES = "/system/currency-manage-list";
const RATES = "/system/exchange-rate-list";
const SETTING = "/system/setting";
const ROUTE = {
  currencyForm: "routes/_app.system.currency-manage-list.$id",
  rateForm: "routes/_app.system.exchange-rate-list.$id",
  settingForm: "routes/_app.system.setting.edit",
};
// the form's tokens for the separators the API stores as characters
const SEPARATOR_TOKEN = { ",": ",", ".": ".", " ": "space", "'": "'", "": "none" };

// the choices the screens offer, read from the API at setup (GET /api/config/filters)
let ALL_SITES = [];
let CURRENCY_CODES = [];
let BENCHMARK_SOURCES = [];
// [site, currency] pairs a site's rates may use (its enabled country currencies)
let SITE_CURRENCIES = [];

const usWestDate = (iso) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date(iso));

/** The record ids a list page links to (its edit links), remembered as a person would see them. */
function rememberIds(vu, kind, base, html) {
  if (!html) return;
  const ids = [...html.matchAll(new RegExp(`href="${base}/(\\d+)`, "g"))].map((m) => Number(m[1]));
  if (ids.length) vu.seen[kind] = [...new Set(ids)].slice(0, 40);
}

async function browseCurrencies(vu) {
  const html = await vu.page(
    "currencies: list",
    CURRENCIES +
      query({
        site: maybe(0.3) ? pick(ALL_SITES) : undefined,
        currency: maybe(0.2) ? pick(["USD", "EUR", "GBP", "CAD", "AUD"]) : undefined,
        country: maybe(0.15) ? pick(["United", "a", "land", "L"]) : undefined,
        enabled: maybe(0.15) ? pick(["true", "false"]) : undefined,
        page: maybe(0.3) ? 1 + rand(3) : undefined,
        logs: maybe(0.05) ? "all" : undefined,
      }),
  );
  rememberIds(vu, "currency", CURRENCIES, html);
}

async function browseRates(vu) {
  const html = await vu.page(
    "rates: list",
    RATES +
      query({
        site: maybe(0.3) ? pick(ALL_SITES) : undefined,
        currency: maybe(0.2) ? pick(CURRENCY_CODES) : undefined,
        enabled: maybe(0.15) ? pick(["true", "false"]) : undefined,
        active_on: maybe(0.1) ? "2030-06-01" : undefined,
        page: maybe(0.3) ? 1 + rand(5) : undefined,
        logs: maybe(0.05) ? "all" : undefined,
      }),
  );
  rememberIds(vu, "rate", RATES, html);
}

async function browseSetting(vu) {
  await vu.page(
    "setting: page + benchmark list",
    SETTING +
      query({
        currency: maybe(0.25) ? pick(CURRENCY_CODES) : undefined,
        source: maybe(0.2) ? pick(BENCHMARK_SOURCES) : undefined,
        date_from: maybe(0.1) ? "2024-01-01" : undefined,
        page: maybe(0.3) ? 1 + rand(3) : undefined,
        logs: maybe(0.05) ? pick(["all", "setting"]) : undefined,
      }),
  );
}

const someId = (vu, kind, fallback) => (vu.seen[kind]?.length ? pick(vu.seen[kind]) : fallback());

/** Opening a form: as a deep link (the whole page) or a click in the list (its loader's data). */
async function openCurrency(vu) {
  const id = someId(vu, "currency", () => 1 + rand(20));
  if (maybe(0.5)) await vu.page("currencies: open form (page)", `${CURRENCIES}/${id}`);
  else await vu.data("currencies: open form (data)", `${CURRENCIES}/${id}`, ROUTE.currencyForm);
}

async function openRate(vu) {
  const id = someId(vu, "rate", () => 1 + rand(20));
  if (maybe(0.5)) await vu.page("rates: open form (page)", `${RATES}/${id}`);
  else await vu.data("rates: open form (data)", `${RATES}/${id}`, ROUTE.rateForm);
}

async function openSetting(vu) {
  if (maybe(0.5)) await vu.page("setting: open form (page)", `${SETTING}/edit`);
  else await vu.data("setting: open form (data)", `${SETTING}/edit`, ROUTE.settingForm);
}

// the intent each form posts, as the console's own forms do
function currencyForm(c, intent) {
  return {
    intent,
    country_code: c.country_code,
    site: c.site,
    currency_code: c.currency_code,
    symbol: c.symbol,
    symbol_position: c.symbol_position,
    decimals: c.decimals,
    thousands_separator: SEPARATOR_TOKEN[c.thousands_separator] ?? c.thousands_separator,
    decimal_separator: c.decimal_separator,
  };
}

async function editCurrency(vu) {
  const id = someId(vu, "currency", () => 1 + rand(20));
  const data = await vu.data("currencies: open form (data)", `${CURRENCIES}/${id}`, ROUTE.currencyForm);
  if (!data?.record) return;
  // the country is an ISO code, not text: the symbol carries the write's marker
  const marker = vu.shortMarker();
  await vu.submit(
    "currencies: save edit",
    `${CURRENCIES}/${id}`,
    { ...currencyForm({ ...data.record, symbol: marker }, "update"), version: data.record.version },
    { entity: "currency", table: "currencies", auditAction: "update", markerField: "symbol", marker, entityId: id },
    { followAs: "currencies: list" },
  );
}

async function createCurrency(vu, ctx) {
  const { country_code, site } = ctx.nextCountrySite();
  const marker = vu.shortMarker();
  const form = currencyForm(
    {
      country_code,
      site,
      currency_code: pick(CURRENCY_CODES),
      symbol: marker,
      symbol_position: pick(["before", "after"]),
      decimals: rand(3),
      thousands_separator: ",",
      decimal_separator: ".",
    },
    "create",
  );
  const outcome = await vu.submit(
    "currencies: create",
    `${CURRENCIES}/new`,
    form,
    { entity: "currency", table: "currencies", auditAction: "create", markerField: "symbol", marker },
    { followAs: "currencies: list" },
  );
  if (outcome === "ok") (vu.own.currency ??= []).push({ id: await ctx.idOf("currencies", "symbol", marker), enabled: true });
}

/** Enable/disable from the list, on records this person created: nobody else flips them. */
async function switchOwn(vu, ctx, kind) {
  const list = kind === "currency" ? CURRENCIES : RATES;
  const mine = vu.own[kind];
  if (!mine?.length) return kind === "currency" ? createCurrency(vu, ctx) : createRate(vu, ctx);
  const rec = pick(mine);
  const intent = rec.enabled ? "disable" : "enable";
  const outcome = await vu.submit(
    `${kind === "currency" ? "currencies" : "rates"}: ${intent}`,
    list + query({ site: maybe(0.3) ? pick(ALL_SITES) : undefined }),
    // the dialog answered: a disable is posted with its confirmation
    { intent, id: rec.id, confirmed: "yes" },
    {
      entity: kind === "currency" ? "currency" : "exchange_rate",
      table: kind === "currency" ? "currencies" : "exchange_rates",
      auditAction: intent,
      entityId: rec.id,
    },
    { followAs: `${kind === "currency" ? "currencies" : "rates"}: list` },
  );
  if (outcome === "ok") rec.enabled = !rec.enabled;
}

function rateForm(r, intent) {
  return {
    intent,
    site: r.site,
    currency: r.currency,
    rate: r.rate,
    float_percent: r.float_percent,
    start_date: r.start_date,
    end_date: r.end_date,
    remark: r.remark,
    // a random rate is often far from the benchmark: the person confirms it
    confirm_deviation: "yes",
  };
}

const randomRate = () => (0.5 + Math.random() * 150).toFixed(4);

async function createRate(vu, ctx) {
  const marker = vu.marker();
  // two enabled rates of a site and currency may not overlap: every created rate gets days of its own
  const [start, end] = ctx.nextRatePeriod();
  const [site, currency] = pick(SITE_CURRENCIES);
  const form = rateForm(
    {
      site,
      currency,
      rate: randomRate(),
      float_percent: pick([0, 0.5, 1, -0.25]),
      start_date: start.toISOString().slice(0, 10),
      end_date: end.toISOString().slice(0, 10),
      remark: marker,
    },
    "create",
  );
  const outcome = await vu.submit(
    "rates: create",
    `${RATES}/new`,
    form,
    { entity: "exchange_rate", table: "exchange_rates", auditAction: "create", markerField: "remark", marker },
    { followAs: "rates: list" },
  );
  if (outcome === "ok") (vu.own.rate ??= []).push({ id: await ctx.idOf("exchange_rates", "remark", marker), enabled: true });
}

async function editRate(vu) {
  const id = someId(vu, "rate", () => 1 + rand(20));
  const data = await vu.data("rates: open form (data)", `${RATES}/${id}`, ROUTE.rateForm);
  if (!data?.record) return;
  const r = data.record;
  const marker = vu.marker();
  await vu.submit(
    "rates: save edit",
    `${RATES}/${id}`,
    {
      ...rateForm(
        { ...r, rate: randomRate(), start_date: usWestDate(r.start_at), end_date: usWestDate(r.end_at), remark: marker },
        "update",
      ),
      version: r.version,
    },
    { entity: "exchange_rate", table: "exchange_rates", auditAction: "update", markerField: "remark", marker, entityId: id },
    { followAs: "rates: list" },
  );
}

async function editSetting(vu) {
  const data = await vu.data("setting: open form (data)", `${SETTING}/edit`, ROUTE.settingForm);
  if (!data?.setting) return;
  const s = data.setting;
  const marker = vu.marker();
  await vu.submit(
    "setting: save edit",
    `${SETTING}/edit`,
    {
      intent: "save",
      version: s.version,
      base_currency: s.base_currency,
      float_percent: s.float_percent,
      decimals: s.decimals,
      auto_sync: s.auto_sync ? "yes" : "no",
      sync_hour: rand(24),
      remark: marker,
    },
    { entity: "rate_setting", table: "rate_settings", auditAction: "update", markerField: "remark", marker, entityId: 1 },
    { followAs: "setting: page + benchmark list" },
  );
}

async function createBenchmark(vu, ctx) {
  const marker = vu.marker();
  await vu.submit(
    "benchmark: create",
    `${SETTING}/new`,
    {
      intent: "create",
      currency: pick(CURRENCY_CODES),
      rate: randomRate(),
      effective_date: ctx.nextBenchmarkDate(),
      source: pick(BENCHMARK_SOURCES),
      remark: marker,
    },
    { entity: "benchmark_rate", table: "benchmark_rates", auditAction: "create", markerField: "remark", marker },
    { followAs: "setting: page + benchmark list" },
  );
}

export default {
  area: "system",
  /** System management is written by admins only */
  username: "admin",
  /** free (country, site) pairs and benchmark days, so creates never collide by accident */
  async setup(ctx) {
    const options = await ctx.api("/api/config/filters");
    ALL_SITES = options.sites.map((s) => s.value);
    CURRENCY_CODES = options.currencies;
    BENCHMARK_SOURCES = options.sources;
    SITE_CURRENCIES = Object.entries(options.site_currencies).flatMap(([site, codes]) => codes.map((c) => [site, c]));
    const taken = new Set((await ctx.sql.query("select country_code || ':' || site_abbr as k from currencies")).rows.map((r) => r.k));
    // ISO 3166-1 codes only, as the form offers them (read from the list the console and API share)
    const iso = [
      ...fs.readFileSync(new URL("../../../app/lib/countries.ts", import.meta.url), "utf8").matchAll(/^\s*\["([A-Z]{2})", "/gm),
    ].map((m) => m[1]);
    const free = [];
    for (const code of iso) for (const site of ALL_SITES) if (!taken.has(`${code}:${site}`)) free.push({ country_code: code, site });
    ctx.nextCountrySite = () => {
      const next = free.splice(rand(free.length), 1)[0];
      if (!next) throw new Error("no free (country, site) pair left");
      return next;
    };
    let period = 0;
    ctx.nextRatePeriod = () => {
      const start = new Date(Date.UTC(2050, 0, 1) + period++ * 2 * 86_400_000);
      return [start, new Date(start.getTime() + 86_400_000)];
    };
    let day = 0;
    ctx.nextBenchmarkDate = () => new Date(Date.UTC(2040, 0, 1) + day++ * 86_400_000).toISOString().slice(0, 10);
  },
  actions: [
    { name: "browse currencies", weight: 14, run: browseCurrencies },
    { name: "open a currency", weight: 6, run: openCurrency },
    { name: "edit a currency", weight: 5, run: editCurrency },
    { name: "create a currency", weight: 2, run: createCurrency },
    { name: "switch a currency", weight: 4, run: (vu, ctx) => switchOwn(vu, ctx, "currency") },
    { name: "browse exchange rates", weight: 14, run: browseRates },
    { name: "open an exchange rate", weight: 6, run: openRate },
    { name: "edit an exchange rate", weight: 5, run: editRate },
    { name: "create an exchange rate", weight: 3, run: createRate },
    { name: "switch an exchange rate", weight: 4, run: (vu, ctx) => switchOwn(vu, ctx, "rate") },
    { name: "browse base setting and benchmarks", weight: 12, run: browseSetting },
    { name: "open the base setting", weight: 3, run: openSetting },
    { name: "edit the base setting", weight: 1, run: editSetting },
    { name: "create a benchmark rate", weight: 3, run: createBenchmark },
  ],
};
