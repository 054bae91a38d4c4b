import * as z from "zod";
import { BENCHMARK_SOURCES, CURRENCY_CODES, siteLabel } from "../../../app/lib/constants";
import type { Queryable } from "../../db/client";
import { ApiError, forbidden, notFound, validationError } from "../../http/errors";
import { Filters, addLogFilters, containing, orderBy, paginate, positiveId, updateVersioned } from "../../http/list";
import { endpoint, type Ctx } from "../../http/router";
import * as s from "./schemas";

type Infer<T extends z.ZodType> = z.infer<T>;

const P = {
  setting: "setting",
  settingWrite: "rate-setting-all-right-btns",
  rates: "exchange-rate-list",
  ratesWrite: "exchange-rate-list-all-right-btns",
  currencies: "currency-manage-list",
  currenciesWrite: "currency-manage-list-all-right-btns",
} as const;

const SETTING_COLS = `base_currency, float_percent::float8 as float_percent, decimals, auto_sync, sync_hour, remark, version, updated_by, updated_at`;
const BENCH_COLS = `id, currency, rate::text as rate, to_char(effective_date, 'YYYY-MM-DD') as effective_date, source, remark, created_by, created_at`;
const RATE_COLS = `id, site_abbr as site, currency_code as currency, rate::text as rate, float_percent::float8 as float_percent,
  start_at, end_at, enabled, remark, version, updated_by, created_at, updated_at`;
const CURRENCY_COLS = `id, country_code, country_name, site_abbr as site, currency_code, symbol, symbol_position, decimals,
  thousands_separator, decimal_separator, enabled, version, updated_by, created_at, updated_at`;

function idFrom(params: Record<string, string>) {
  const parsed = positiveId.safeParse(params.id);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

async function one<T>(q: Queryable, sql: string, id: number): Promise<T | undefined> {
  return (await q.query<T>(sql, [id]))[0];
}

/** enable / disable: repeating the current state changes nothing and writes no log. */
async function changeStatus(ctx: Ctx<unknown, Infer<typeof s.statusBody>>, table: string, entity: string, cols: string) {
  const want = ctx.body.status === "enable";
  return ctx.db.tx(async (q) => {
    const before = await one<{ enabled: boolean }>(q, `select ${cols} from ${table} where id = $1 for update`, ctx.body.id);
    if (!before) throw notFound();
    if (before.enabled === want) return before;
    const [after] = await q.query(
      `update ${table} set enabled = $2, version = version + 1, updated_by = $3, updated_at = now() where id = $1 returning ${cols}`,
      [ctx.body.id, want, ctx.user.name],
    );
    await ctx.audit(q, { action: ctx.body.status, entity, entityId: ctx.body.id, before, after });
    return after;
  });
}

export const configEndpoints = [
  // ── base exchange-rate configuration ───────────────────────────────────────────────
  endpoint({
    method: "GET",
    path: "/api/config/rate-setting",
    access: { any: [P.setting] },
    async handler({ db }) {
      return (await db.query(`select ${SETTING_COLS} from rate_settings where id = 1`))[0] ?? null;
    },
  }),
  endpoint<unknown, Infer<typeof s.rateSettingBody>>({
    method: "POST",
    path: "/api/config/rate-setting/update",
    access: { any: [P.settingWrite] },
    body: s.rateSettingBody,
    async handler(ctx) {
      const { version, ...set } = ctx.body;
      return ctx.db.tx(async (q) => {
        const current = () => one<{ version: number }>(q, `select ${SETTING_COLS} from rate_settings where id = $1`, 1);
        const before = await current();
        const after = await updateVersioned(q, {
          table: "rate_settings",
          id: 1,
          version,
          set: { ...set, updated_by: ctx.user.name },
          returning: SETTING_COLS,
          current,
        });
        await ctx.audit(q, { action: "update", entity: "rate_setting", entityId: 1, before, after });
        return after;
      });
    },
  }),

  // ── benchmark rates ────────────────────────────────────────────────────────────────
  endpoint<Infer<typeof s.benchmarkQuery>>({
    method: "GET",
    path: "/api/config/benchmark-rates",
    access: { any: [P.setting] },
    query: s.benchmarkQuery,
    async handler({ db, query }) {
      const f = new Filters()
        .add((p) => `currency = ${p}`, query.currency)
        .add((p) => `source = ${p}`, query.source)
        .add((p) => `effective_date >= ${p}::date`, query.date_from)
        .add((p) => `effective_date <= ${p}::date`, query.date_to);
      return paginate(db, {
        select: BENCH_COLS,
        from: "benchmark_rates",
        ...f,
        orderBy: orderBy(query.sort, s.BENCHMARK_SORT, "effective_date desc, id desc"),
        page: query.page,
        pageSize: query.page_size,
      });
    },
  }),
  endpoint<unknown, Infer<typeof s.benchmarkCreateBody>>({
    method: "POST",
    path: "/api/config/benchmark-rate/create",
    access: { any: [P.settingWrite] },
    body: s.benchmarkCreateBody,
    async handler(ctx) {
      const b = ctx.body;
      return ctx.db.tx(async (q) => {
        const dup = await q.query("select id from benchmark_rates where currency = $1 and effective_date = $2::date", [b.currency, b.effective_date]);
        if (dup.length) {
          const en = `${b.currency} already has a benchmark rate on ${b.effective_date}`;
          throw new ApiError(409, en, { errors: { effective_date: [en] } }, `${b.currency} 在 ${b.effective_date} 已有基准汇率`);
        }
        const [row] = await q.query<{ id: number }>(
          `insert into benchmark_rates (currency, rate, effective_date, source, remark, created_by)
           values ($1, $2, $3::date, $4, $5, $6) returning ${BENCH_COLS}`,
          [b.currency, b.rate, b.effective_date, b.source, b.remark, ctx.user.name],
        );
        await ctx.audit(q, { action: "create", entity: "benchmark_rate", entityId: row.id, after: row });
        return row;
      });
    },
  }),

  // ── filters and logs shared by the three screens ───────────────────────────────────
  endpoint({
    method: "GET",
    path: "/api/config/filters",
    access: { any: [P.setting, P.rates, P.currencies] },
    async handler({ db }) {
      const sites = await db.query<{ abbr: string }>("select abbr from sites order by sort, id");
      return {
        currencies: CURRENCY_CODES,
        sources: BENCHMARK_SOURCES,
        sites: sites.map((x) => ({ value: x.abbr, label: siteLabel(x.abbr) })),
        symbol_positions: ["before", "after"],
      };
    },
  }),
  endpoint<Infer<typeof s.logsQuery>>({
    method: "GET",
    path: "/api/config/logs",
    access: { any: [P.setting, P.rates, P.currencies] },
    query: s.logsQuery,
    async handler({ db, query, user }) {
      const need = { rate_setting: P.setting, benchmark_rate: P.setting, exchange_rate: P.rates, currency: P.currencies }[query.entity];
      if (!user.permissions.has(need)) throw forbidden();
      const f = addLogFilters(new Filters().add((p) => `entity = ${p}`, query.entity).add((p) => `entity_id = ${p}`, query.entity_id && String(query.entity_id)), query);
      return paginate(db, {
        select: "id, actor_name, action, entity, entity_id, before, after, request_id, created_at",
        from: "audit_log",
        ...f,
        orderBy: "id desc",
        page: query.page,
        pageSize: query.page_size,
      });
    },
  }),

  // ── exchange rates per site ────────────────────────────────────────────────────────
  endpoint<Infer<typeof s.exchangeRateQuery>>({
    method: "GET",
    path: "/api/config/exchange-rates",
    access: { any: [P.rates] },
    query: s.exchangeRateQuery,
    async handler({ db, query }) {
      const f = new Filters()
        .add((p) => `site_abbr = ${p}`, query.site)
        .add((p) => `currency_code = ${p}`, query.currency)
        .add((p) => `enabled = ${p}`, query.enabled)
        .add((p) => `${p}::timestamptz between start_at and end_at`, query.active_at);
      return paginate(db, { select: RATE_COLS, from: "exchange_rates", ...f, orderBy: orderBy(query.sort, s.RATE_SORT, "id desc"), page: query.page, pageSize: query.page_size });
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/config/exchange-rate/{id}",
    access: { any: [P.rates] },
    async handler({ db, params }) {
      const row = await one(db, `select ${RATE_COLS} from exchange_rates where id = $1`, idFrom(params));
      if (!row) throw notFound("Exchange rate", "汇率");
      return row;
    },
  }),
  endpoint<unknown, Infer<typeof s.exchangeRateCreateBody>>({
    method: "POST",
    path: "/api/config/exchange-rate/create",
    access: { any: [P.ratesWrite] },
    body: s.exchangeRateCreateBody,
    async handler(ctx) {
      const b = ctx.body;
      return ctx.db.tx(async (q) => {
        const [row] = await q.query<{ id: number }>(
          `insert into exchange_rates (site_abbr, currency_code, rate, float_percent, start_at, end_at, remark, updated_by)
           values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${RATE_COLS}`,
          [b.site, b.currency, b.rate, b.float_percent, b.start_at, b.end_at, b.remark, ctx.user.name],
        );
        await ctx.audit(q, { action: "create", entity: "exchange_rate", entityId: row.id, after: row });
        return row;
      });
    },
  }),
  endpoint<unknown, Infer<typeof s.exchangeRateUpdateBody>>({
    method: "POST",
    path: "/api/config/exchange-rate/update",
    access: { any: [P.ratesWrite] },
    body: s.exchangeRateUpdateBody,
    async handler(ctx) {
      const { id, version, ...b } = ctx.body;
      return ctx.db.tx(async (q) => {
        const current = () => one<{ version: number }>(q, `select ${RATE_COLS} from exchange_rates where id = $1`, id);
        const before = await current();
        if (!before) throw notFound("Exchange rate", "汇率");
        const after = await updateVersioned(q, {
          table: "exchange_rates",
          id,
          version,
          set: {
            site_abbr: b.site,
            currency_code: b.currency,
            rate: b.rate,
            float_percent: b.float_percent,
            start_at: b.start_at,
            end_at: b.end_at,
            remark: b.remark,
            updated_by: ctx.user.name,
          },
          returning: RATE_COLS,
          current,
        });
        await ctx.audit(q, { action: "update", entity: "exchange_rate", entityId: id, before, after });
        return after;
      });
    },
  }),
  endpoint<unknown, Infer<typeof s.statusBody>>({
    method: "POST",
    path: "/api/config/exchange-rate/change-status",
    access: { any: [P.ratesWrite] },
    body: s.statusBody,
    handler: (ctx) => changeStatus(ctx, "exchange_rates", "exchange_rate", RATE_COLS),
  }),

  // ── country currency ───────────────────────────────────────────────────────────────
  endpoint<Infer<typeof s.currencyQuery>>({
    method: "GET",
    path: "/api/config/currencies",
    access: { any: [P.currencies] },
    query: s.currencyQuery,
    async handler({ db, query }) {
      const f = new Filters()
        .add((p) => `site_abbr = ${p}`, query.site)
        .add((p) => `currency_code = ${p}`, query.currency)
        .add((p) => `enabled = ${p}`, query.enabled)
        .add((p) => `(country_code ilike ${p} or country_name ilike ${p})`, query.country && containing(query.country));
      return paginate(db, { select: CURRENCY_COLS, from: "currencies", ...f, orderBy: orderBy(query.sort, s.CURRENCY_SORT, "id desc"), page: query.page, pageSize: query.page_size });
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/config/currency/{id}",
    access: { any: [P.currencies] },
    async handler({ db, params }) {
      const row = await one(db, `select ${CURRENCY_COLS} from currencies where id = $1`, idFrom(params));
      if (!row) throw notFound("Country currency", "国家币种");
      return row;
    },
  }),
  endpoint<unknown, Infer<typeof s.currencyCreateBody>>({
    method: "POST",
    path: "/api/config/currency/create",
    access: { any: [P.currenciesWrite] },
    body: s.currencyCreateBody,
    async handler(ctx) {
      const b = ctx.body;
      return ctx.db.tx(async (q) => {
        await assertUniqueCountrySite(q, b.country_code, b.site);
        const [row] = await q.query<{ id: number }>(
          `insert into currencies (country_code, country_name, site_abbr, currency_code, symbol, symbol_position, decimals,
             thousands_separator, decimal_separator, updated_by)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning ${CURRENCY_COLS}`,
          [b.country_code, b.country_name, b.site, b.currency_code, b.symbol, b.symbol_position, b.decimals, b.thousands_separator, b.decimal_separator, ctx.user.name],
        );
        await ctx.audit(q, { action: "create", entity: "currency", entityId: row.id, after: row });
        return row;
      });
    },
  }),
  endpoint<unknown, Infer<typeof s.currencyUpdateBody>>({
    method: "POST",
    path: "/api/config/currency/update",
    access: { any: [P.currenciesWrite] },
    body: s.currencyUpdateBody,
    async handler(ctx) {
      const { id, version, ...b } = ctx.body;
      return ctx.db.tx(async (q) => {
        const current = () => one<{ version: number }>(q, `select ${CURRENCY_COLS} from currencies where id = $1`, id);
        const before = await current();
        if (!before) throw notFound("Country currency", "国家币种");
        await assertUniqueCountrySite(q, b.country_code, b.site, id);
        const after = await updateVersioned(q, {
          table: "currencies",
          id,
          version,
          set: {
            country_code: b.country_code,
            country_name: b.country_name,
            site_abbr: b.site,
            currency_code: b.currency_code,
            symbol: b.symbol,
            symbol_position: b.symbol_position,
            decimals: b.decimals,
            thousands_separator: b.thousands_separator,
            decimal_separator: b.decimal_separator,
            updated_by: ctx.user.name,
          },
          returning: CURRENCY_COLS,
          current,
        });
        await ctx.audit(q, { action: "update", entity: "currency", entityId: id, before, after });
        return after;
      });
    },
  }),
  endpoint<unknown, Infer<typeof s.statusBody>>({
    method: "POST",
    path: "/api/config/currency/change-status",
    access: { any: [P.currenciesWrite] },
    body: s.statusBody,
    handler: (ctx) => changeStatus(ctx, "currencies", "currency", CURRENCY_COLS),
  }),
];

async function assertUniqueCountrySite(q: Queryable, country: string, site: string, exceptId = 0) {
  const dup = await q.query("select id from currencies where country_code = $1 and site_abbr = $2 and id <> $3", [country, site, exceptId]);
  if (dup.length) {
    const en = `${country} already has a currency on site ${site}`;
    throw new ApiError(409, en, { errors: { country_code: [en] } }, `${country} 在站点 ${site} 已配置币种`);
  }
}
