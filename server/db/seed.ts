import { CURRENCY_CODES, NAMESPACE_SITE, REAL_SITES } from "../../app/lib/constants";
import type { Db } from "./client";
import { seedAppVersions } from "./seed-app-versions";
import { seedCodFees } from "./seed-cod-fees";
import { seedGoods } from "./seed-goods";
import { seedEvents } from "./seed-events";
import { seedEventFigures } from "./seed-event-figures";
import { seedLabels } from "./seed-labels";
import { seedGoodsMore } from "./seed-goods-more";
import { seedTopProducts } from "./seed-top-products";
import { seedCategoryPools } from "./seed-category-pools";
import { seedTags } from "./seed-tags";
import { seedOptionTags } from "./seed-option-tags";
import { seedGeo } from "./seed-geo";
import { seedBudgets } from "./seed-budget";
import { seedCategories, seedProductCategories } from "./seed-category";
import { seedContent } from "./seed-content";
import { seedOffers } from "./seed-offers";
import { seedRankings } from "./seed-rankings";
import { seedExclusiveOffers } from "./seed-exclusive-offers";
import { seedMarketPromo } from "./seed-market-promo";
import { seedTurnplates } from "./seed-turnplates";
import { seedMarketTasks } from "./seed-market-tasks";
import { seedVouchers } from "./seed-vouchers";
import { seedWalletPoints } from "./seed-wallet-points";
import { seedResourceConfigs } from "./seed-resource-configs";
import { seedOpeningAds } from "./seed-opening-ads";
import { seedFloatingBars } from "./seed-floating-bars";
import { seedHotWords } from "./seed-hot-words";
import { envConsoleUrl, recordSeed } from "./seed-state";

// Idempotent: reference data is upserted by key, demo records only go into empty tables.
const SITE_NAMES: Record<string, string> = {
  us: "United States",
  ca: "Canada",
  uk: "United Kingdom",
  eur: "Europe",
  de: "Germany",
  glb: "Global",
  au: "Australia",
};
const LANGUAGES: [string, string][] = [
  ["en", "English"],
  ["es", "Español"],
  ["de", "Deutsch"],
  ["it", "Italiano"],
  ["fr", "Français"],
  ["pt", "Português"],
  ["ar", "العربية"],
];
const DEPARTMENTS: [string, string][] = [
  ["marketing", "Marketing"],
  ["content", "Content"],
  ["category", "Category management"],
  ["ops", "Operations"],
  ["finance", "Finance"],
];
export const DEMO_ROLES: { name: string; description: string; grants: string[] }[] = [
  { name: "admin", description: "Everything", grants: ["*"] },
  { name: "approver", description: "Reads everything, passes or rejects reviews", grants: ["routes:*", "review:*"] },
  { name: "operator", description: "Market tools and events, no approvals", grants: ["area:market-tool", "area:activity"] },
  { name: "viewer", description: "Home page and System management, read-only", grants: ["area:system:read"] },
];
const DEMO_USERS: [string, string, string, string][] = [
  ["admin", "Ada Admin", "admin", "ops"],
  ["approver", "Avery Approver", "approver", "finance"],
  ["operator", "Olive Operator", "operator", "marketing"],
  ["viewer", "Victor Viewer", "viewer", "content"],
];

// country, name, site, currency, symbol, position, decimals, thousands, decimal
const CURRENCIES: [string, string, string, string, string, string, number, string, string][] = [
  ["US", "United States", "us", "USD", "$", "before", 2, ",", "."],
  ["CA", "Canada", "ca", "CAD", "C$", "before", 2, ",", "."],
  ["GB", "United Kingdom", "uk", "GBP", "£", "before", 2, ",", "."],
  ["DE", "Germany", "de", "EUR", "€", "after", 2, ".", ","],
  ["AU", "Australia", "au", "AUD", "A$", "before", 2, ",", "."],
  ["FR", "France", "eur", "EUR", "€", "after", 2, " ", ","],
  ["ES", "Spain", "eur", "EUR", "€", "after", 2, ".", ","],
  ["IT", "Italy", "eur", "EUR", "€", "after", 2, ".", ","],
  ["NL", "Netherlands", "eur", "EUR", "€", "before", 2, ".", ","],
  ["IE", "Ireland", "eur", "EUR", "€", "before", 2, ",", "."],
  ["AT", "Austria", "eur", "EUR", "€", "before", 2, ".", ","],
  ["BE", "Belgium", "eur", "EUR", "€", "after", 2, ".", ","],
  ["PT", "Portugal", "eur", "EUR", "€", "after", 2, " ", ","],
  ["CH", "Switzerland", "glb", "CHF", "CHF", "before", 2, "'", "."],
  ["SE", "Sweden", "glb", "SEK", "kr", "after", 2, " ", ","],
  ["NO", "Norway", "glb", "NOK", "kr", "after", 2, " ", ","],
  ["DK", "Denmark", "glb", "DKK", "kr.", "after", 2, ".", ","],
  ["PL", "Poland", "glb", "PLN", "zł", "after", 2, " ", ","],
  ["MX", "Mexico", "glb", "MXN", "$", "before", 2, ",", "."],
  ["BR", "Brazil", "glb", "BRL", "R$", "before", 2, ".", ","],
  ["NZ", "New Zealand", "glb", "NZD", "NZ$", "before", 2, ",", "."],
  ["JP", "Japan", "glb", "JPY", "¥", "before", 0, ",", "."],
  ["SG", "Singapore", "glb", "SGD", "S$", "before", 2, ",", "."],
  ["AE", "United Arab Emirates", "glb", "AED", "AED", "after", 2, ",", "."],
  ["SA", "Saudi Arabia", "glb", "SAR", "SAR", "after", 2, ",", "."],
  ["IL", "Israel", "glb", "ILS", "₪", "before", 2, ",", "."],
  ["ZA", "South Africa", "glb", "ZAR", "R", "before", 2, " ", "."],
  ["US", "United States", "us_v1", "USD", "$", "before", 2, ",", "."],
];

// approximate USD rates: enough to look real, not a market feed
const USD_RATE: Record<string, number> = {
  USD: 1,
  CAD: 1.36,
  GBP: 0.79,
  EUR: 0.92,
  AUD: 1.52,
  NZD: 1.66,
  CHF: 0.88,
  SEK: 10.6,
  NOK: 10.8,
  DKK: 6.87,
  PLN: 3.98,
  CZK: 23.1,
  HUF: 362,
  MXN: 17.1,
  BRL: 5.05,
  JPY: 151.2,
  CNY: 7.23,
  HKD: 7.82,
  SGD: 1.35,
  AED: 3.6725,
  SAR: 3.75,
  ILS: 3.7,
  ZAR: 18.6,
  INR: 83.3,
  KRW: 1345,
};

/** `key`: the build's seed key (seed-state.ts), recorded with the day when the seed commits. */
/** `consoleUrl`: where the seeded mails link (the API's CONSOLE_URL). */
export async function seed(db: Db, opts: { benchmarkDays?: number; key?: string; consoleUrl?: string } = {}): Promise<void> {
  const consoleUrl = opts.consoleUrl ?? envConsoleUrl();
  await db.tx(async (q) => {
    const sites = [...REAL_SITES.map((s, i) => [s, false, i] as const), ...REAL_SITES.map((s, i) => [`${s}_v1`, true, 100 + i] as const)];
    for (const [abbr, brand, sort] of sites) {
      const base = abbr.replace(/_v1$/, "");
      await q.query(
        `insert into sites (abbr, name, description, is_brand, is_namespace, sort) values ($1, $2, $3, $4, $5, $6)
         on conflict (abbr) do update set name = excluded.name, is_brand = excluded.is_brand, is_namespace = excluded.is_namespace, sort = excluded.sort`,
        [
          abbr,
          brand ? `${SITE_NAMES[base]} (brand)` : SITE_NAMES[base],
          brand ? `Brand storefront for ${SITE_NAMES[base]}` : `${SITE_NAMES[base]} storefront`,
          brand,
          abbr === NAMESPACE_SITE,
          sort,
        ],
      );
    }
    for (const [i, [abbr, name]] of LANGUAGES.entries()) {
      await q.query(
        "insert into languages (abbr, name, sort) values ($1, $2, $3) on conflict (abbr) do update set name = excluded.name, sort = excluded.sort",
        [abbr, name, i],
      );
    }
    for (const [code, name, site] of [
      ["sprout", "Little Sprout", "us"],
      ["meadow", "Meadow & Co", "uk"],
      ["family", "Family Threads", "glb"],
    ]) {
      await q.query("insert into brands (code, name, site_abbr) values ($1, $2, $3) on conflict (code) do nothing", [code, name, site]);
    }
    for (const [code, name] of DEPARTMENTS) {
      await q.query("insert into departments (code, name) values ($1, $2) on conflict (code) do nothing", [code, name]);
    }
    for (const r of DEMO_ROLES) {
      await q.query(
        "insert into roles (name, description, grants) values ($1, $2, $3) on conflict (name) do update set description = excluded.description, grants = excluded.grants",
        [r.name, r.description, r.grants],
      );
    }
    for (const [username, name, role, dept] of DEMO_USERS) {
      await q.query(
        `insert into users (username, display_name, email, role_id, department_id)
         values ($1, $2, $3, (select id from roles where name = $4), (select id from departments where code = $5))
         on conflict (username) do nothing`,
        [username, name, `${username}@staff.example`, role, dept],
      );
    }
    await q.query(
      `insert into rate_settings (id, base_currency, float_percent, decimals, auto_sync, sync_hour, remark, updated_by)
       values (1, 'USD', 0.5, 4, false, 6, '', 'seed') on conflict (id) do nothing`,
    );

    const [{ n: currencyCount }] = await q.query<{ n: number }>("select count(*)::int as n from currencies");
    if (!currencyCount) {
      for (const c of CURRENCIES) {
        await q.query(
          `insert into currencies (country_code, country_name, site_abbr, currency_code, symbol, symbol_position, decimals, thousands_separator, decimal_separator, updated_by)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'seed')`,
          c,
        );
      }
    }

    const [{ n: benchCount }] = await q.query<{ n: number }>("select count(*)::int as n from benchmark_rates");
    if (!benchCount) {
      const days = opts.benchmarkDays ?? 30;
      const codes = CURRENCY_CODES.filter((c) => c !== "USD");
      await q.query(
        `insert into benchmark_rates (currency, rate, effective_date, source, remark, created_by, quote_currency)
         select c.code, round((c.base * (1 + 0.01 * sin(d.n + c.i)))::numeric, 6), current_date - d.n, 'bank', '', 'seed', 'USD'
           from unnest($1::text[], $2::float8[]) with ordinality as c(code, base, i), generate_series(0, $3 - 1) as d(n)`,
        [codes, codes.map((c) => USD_RATE[c]), days],
      );
    }

    const [{ n: rateCount }] = await q.query<{ n: number }>("select count(*)::int as n from exchange_rates");
    if (!rateCount) {
      const pairs = [...new Map(CURRENCIES.map((c) => [`${c[2]}:${c[3]}`, [c[2], c[3]]])).values()];
      for (const [site, code] of pairs) {
        await q.query(
          `insert into exchange_rates (site_abbr, currency_code, rate, float_percent, start_at, end_at, remark, updated_by, quote_currency)
           values ($1, $2, $3, 0.5, (date_trunc('year', now() at time zone 'America/Los_Angeles') at time zone 'America/Los_Angeles'),
             ((date_trunc('year', now() at time zone 'America/Los_Angeles') + interval '1 year' - interval '1 second') at time zone 'America/Los_Angeles'), '', 'seed', 'USD')`,
          [site, code, USD_RATE[code]],
        );
      }
    }
    await seedCodFees(q);
    await seedAppVersions(q);
    await seedResourceConfigs(q);
    await seedOpeningAds(q);
    await seedFloatingBars(q);
    await seedHotWords(q);
    await seedTags(q);
    await seedOptionTags(q);
    await seedGeo(q);
    await seedBudgets(q, consoleUrl);
    await seedCategories(q);
    await seedContent(q);
    await seedGoods(q);
    await seedOffers(q);
    await seedRankings(q);
    await seedExclusiveOffers(q);
    await seedMarketPromo(q);
    // vouchers first: a wheel's voucher slot names a voucher of its site by id
    await seedVouchers(q);
    await seedTurnplates(q);
    await seedMarketTasks(q);
    await seedWalletPoints(q);
    await seedEvents(q);
    await seedGoods(q);
    await seedCategories(q);
    await seedProductCategories(q);
    await seedLabels(q);
    await seedGoodsMore(q);
    await seedTopProducts(q);
    await seedCategoryPools(q);
    await seedEventFigures(q);
    if (opts.key) await recordSeed(q, opts.key, consoleUrl);
  });
}
