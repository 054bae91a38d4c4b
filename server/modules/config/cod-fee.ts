import * as z from "zod";
import { ENABLE_DISABLE } from "../../../app/lib/lifecycle";
import { routeByName } from "../../../app/lib/route-tree";
import type { Queryable } from "../../db/client";
import { ApiError, notFound } from "../../http/errors";
import { idField, versionField, singleLine } from "../../http/list";
import { endpoint } from "../../http/router";
import { equals, flag, contains } from "../../resources/filters";
import { recordApi, type ResourceDef } from "../../resources/resource";
import { countryCode, currencyCode } from "./schemas";

const ROUTE = "cod-country-fee-list";
const BASE = "/api/config/cod-fee";
const NOUN = { en: "COD fee", zh: "货到付款费用" };

const money = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .refine((v) => Number.isFinite(v) && v >= min && v <= max, `${label} must be between ${min} and ${max}`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${label} has at most 2 decimal places`);

const codFields = {
  country_code: countryCode,
  currency_code: currencyCode,
  custom_duty: money("custom duty", 0, 1_000_000),
  fee_type: z.enum(["constant", "percentage"], { error: "must be constant or percentage" }),
  fee_value: money("service fee", 0, 1_000_000),
  tax_exemption: money("tax-exemption amount", 0, 1_000_000),
  order_total_limit: money("order total limit", 0.01, 1_000_000),
  daily_order_limit: z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(1000, "must be at most 1000"),
};

// a percentage fee is a share of the order's product total, so it cannot pass 100
const percentInRange = (v: { fee_type: string; fee_value: number }) => v.fee_type !== "percentage" || v.fee_value <= 100;
const percentIssue = { message: "a percentage fee must be between 0 and 100", path: ["fee_value"] };

export const codFeeCreateBody = z.strictObject(codFields).refine(percentInRange, percentIssue);
export const codFeeUpdateBody = z.strictObject({ id: idField, version: versionField, ...codFields }).refine(percentInRange, percentIssue);

const SELECT = `id, country_code, currency_code, custom_duty::float8 as custom_duty, fee_type, fee_value::float8 as fee_value,
  tax_exemption::float8 as tax_exemption, order_total_limit::float8 as order_total_limit, daily_order_limit, enabled,
  version, updated_by, created_at, updated_at`;

/** Cash-on-delivery terms for one destination country: one record per country. */
export const codFeeResource: ResourceDef = {
  entity: "cod_fee",
  noun: NOUN,
  route: ROUTE,
  table: "cod_fees",
  select: SELECT,
  list: {
    path: "/api/config/cod-fees",
    filters: {
      country: contains(["country_code"], singleLine(2)),
      currency: equals("currency_code", currencyCode),
      fee_type: equals("fee_type", codFields.fee_type),
      enabled: flag("enabled"),
    },
    order: "id desc",
    sort: { country_code: "country_code", updated_at: "updated_at" },
  },
  ...recordApi(BASE, { create: codFeeCreateBody, update: codFeeUpdateBody, lifecycle: ENABLE_DISABLE }),
  check: (q, v, id) => uniqueCountry(q, v.country_code, id ?? 0),
};

async function uniqueCountry(q: Queryable, country: string, exceptId: number) {
  const dup = await q.query("select id from cod_fees where country_code = $1 and id <> $2", [country, exceptId]);
  if (dup.length) {
    const en = `${country} already has a COD fee`;
    throw new ApiError(409, en, { errors: { country_code: [en] } }, `${country} 已配置货到付款费用`);
  }
}

const deleteBody = z.strictObject({ id: idField, version: versionField });

/** Deleting removes the row; the log keeps what it was. A stale version is refused like a stale save. */
export const codFeeDelete = endpoint<unknown, z.infer<typeof deleteBody>>({
  method: "POST",
  path: `${BASE}/delete`,
  access: { any: [routeByName(ROUTE)!.intents.delete] },
  body: deleteBody,
  handler: (ctx) =>
    ctx.db.tx(async (q) => {
      const [before] = await q.query<{ id: number; version: number }>(`select ${SELECT} from cod_fees where id = $1 for update`, [
        ctx.body.id,
      ]);
      if (!before) throw notFound(NOUN.en, NOUN.zh);
      if (before.version !== ctx.body.version) {
        throw new ApiError(409, "The COD fee was changed by someone else", { current: before }, "货到付款费用已被他人修改");
      }
      await q.query("delete from cod_fees where id = $1", [ctx.body.id]);
      await ctx.audit(q, { action: "delete", entity: "cod_fee", entityId: ctx.body.id, before, after: null });
      return { id: ctx.body.id, deleted: true };
    }),
});
