import type * as z from "zod";
import { BENCHMARK_SOURCES, CURRENCY_CODES, siteLabel } from "../../../app/lib/constants";
import type { Queryable } from "../../db/client";
import { endpoint } from "../../http/router";
import { logEndpoint } from "../../resources/logs";
import { updateVersioned } from "../../resources/write";
import { assertBaseChange } from "./base-change";
import { resourceEndpoints } from "../../resources/resource";
import { benchmarkRateResource } from "./benchmark-rate";
import { appVersionResource } from "./app-version";
import { codFeeDelete, codFeeResource } from "./cod-fee";
import { currencyResource } from "./currency";
import { checkinBlackResource } from "./checkin-black";
import { customerEndpoints } from "./customers";
import { optionTagEndpoints } from "./option-tag";
import { exchangeRateResource } from "./exchange-rate";
import { tagResource } from "./tag";
import * as s from "./schemas";

const SETTING = "setting";
const SETTING_COLS = `base_currency, float_percent::float8 as float_percent, decimals, auto_sync, sync_hour, remark, version, updated_by, updated_at`;
export const CONFIG_RESOURCES = [
  benchmarkRateResource,
  exchangeRateResource,
  currencyResource,
  codFeeResource,
  appVersionResource,
  tagResource,
  checkinBlackResource,
];

const setting = async (q: Queryable) => (await q.query<{ version: number }>(`select ${SETTING_COLS} from rate_settings where id = 1`))[0];

export const configEndpoints = [
  // ── base exchange-rate configuration: one row, not a list ─────────────────────────
  endpoint({
    method: "GET",
    path: "/api/config/rate-setting",
    access: { any: [SETTING] },
    handler: async ({ db }) => (await setting(db)) ?? null,
  }),
  endpoint<unknown, z.infer<typeof s.rateSettingBody>>({
    method: "POST",
    path: "/api/config/rate-setting/update",
    access: { any: ["rate-setting-all-right-btns"] },
    body: s.rateSettingBody,
    async handler(ctx) {
      const { version, confirm_base_change, ...set } = ctx.body;
      return ctx.db.tx(async (q) => {
        // locked first: rate writes read the base under a share lock, so none lands in between
        const before = (
          await q.query<{ version: number; base_currency: string }>(`select ${SETTING_COLS} from rate_settings where id = 1 for update`)
        )[0];
        if (before && before.version === version && before.base_currency !== set.base_currency) {
          await assertBaseChange(q, before.base_currency, set.base_currency, confirm_base_change === true);
        }
        return updateVersioned(q, ctx, {
          table: "rate_settings",
          id: 1,
          version,
          set,
          returning: SETTING_COLS,
          current: () => setting(q),
          log: { entity: "rate_setting", before },
        });
      });
    },
  }),

  // ── benchmark rates, exchange rates per site, country currency ────────────────────
  ...CONFIG_RESOURCES.flatMap(resourceEndpoints),
  codFeeDelete,

  // ── choices and the change log shared by the three screens ────────────────────────
  endpoint({
    method: "GET",
    path: "/api/config/filters",
    access: { any: [SETTING, exchangeRateResource.route, currencyResource.route] },
    async handler({ db }) {
      const [sites, offered] = await Promise.all([
        db.query<{ abbr: string }>("select abbr from sites order by sort, id"),
        db.query<{ site: string; codes: string[] }>(
          "select site_abbr as site, array_agg(distinct currency_code::text order by currency_code::text) as codes from currencies where enabled group by site_abbr",
        ),
      ]);
      return {
        currencies: CURRENCY_CODES,
        sources: BENCHMARK_SOURCES,
        sites: sites.map((x) => ({ value: x.abbr, label: siteLabel(x.abbr) })),
        symbol_positions: ["before", "after"],
        /** the currencies each site's rates may use: its enabled country currencies */
        site_currencies: Object.fromEntries(offered.map((x) => [x.site, x.codes])),
      };
    },
  }),
  // ── the storefronts' customers (read-only) ──────────────────────────────────────────
  ...customerEndpoints,
  // ── option values and their tags (option-tag.ts) ──────────────────────────────────
  ...optionTagEndpoints,

  logEndpoint("/api/config/logs", [{ entity: "rate_setting", route: SETTING }, ...CONFIG_RESOURCES]),
];
