import * as z from "zod";
import { ENABLE_DISABLE } from "../../../app/lib/lifecycle";
import { CURRENCY_CODES } from "../../../app/lib/constants";
import {
  PER_CUSTOMER,
  REMARK_MAX,
  TOTAL_STOCK,
  VOUCHER_KINDS,
  VOUCHER_MAX_AMOUNT,
  VOUCHER_PERCENT,
} from "../../../app/features/market-tool/voucher-rules";
import { AMOUNT_TEXT, toMinor } from "../../../app/features/market-tool/promo-money";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { idField, isoDate, paginate, text, versionField, singleLine } from "../../http/list";
import { endpoint, type Endpoint } from "../../http/router";
import type { Filter } from "../../resources/filters";
import { contains, equals, period } from "../../resources/filters";
import { listQuery, listSql, recordApi, type ResourceDef } from "../../resources/resource";
import { siteAbbr } from "../config/schemas";
import { pickerPage, pickerQuery } from "./reward-targets";
import { refuseForeignCurrency } from "../config/site-currencies";

// A voucher: a credit given to customer accounts on one site — a percentage, or an amount in the
// voucher's currency, on orders above a minimum — valid from its first to its last US West day,
// at most `per_customer` to one customer and `total_stock` in all. voucher-list shows the vouchers
// still to be used (enabled, not expired), voucher-invalid the others (expired or disabled).
// Sends are in voucher-send.ts.

const LA = "America/Los_Angeles";
export const VOUCHER_ROUTE = "voucher-list";
export const INVALID_ROUTE = "voucher-invalid";
const amountText = z.string().trim().regex(AMOUNT_TEXT, "must be an amount such as 12.50");

const fields = {
  name: singleLine(100).pipe(z.string().min(1, "is required")),
  site: siteAbbr,
  currency_code: z.enum(CURRENCY_CODES, { error: "must be a supported ISO 4217 currency code" }),
  kind: z.enum(VOUCHER_KINDS, { error: "must be percent or amount" }),
  /** what the voucher takes off: a whole percentage (1–90) or an amount in the currency, as text */
  voucher_off: amountText,
  min_order: amountText.default("0"),
  start_day: isoDate,
  end_day: isoDate,
  per_customer: z.number().int().min(PER_CUSTOMER.min).max(PER_CUSTOMER.max).default(1),
  total_stock: z.number().int().min(TOTAL_STOCK.min).max(TOTAL_STOCK.max),
  remark: text(REMARK_MAX).default(""),
};

type Body = { kind: "percent" | "amount"; voucher_off: string; start_day: string; end_day: string };
const percentOk = (v: string) => /^\d{1,2}$/.test(v) && Number(v) >= VOUCHER_PERCENT.min && Number(v) <= VOUCHER_PERCENT.max;
const rules = <S extends z.ZodType<Body>>(s: S) =>
  s
    .refine((v) => v.kind !== "percent" || percentOk(v.voucher_off), {
      message: `must be a whole percentage from ${VOUCHER_PERCENT.min} to ${VOUCHER_PERCENT.max}`,
      path: ["voucher_off"],
    })
    .refine((v) => v.end_day >= v.start_day, { message: "must be on or after start_day", path: ["end_day"] });

export const voucherCreateBody = rules(z.strictObject(fields));
export const voucherUpdateBody = rules(z.strictObject({ ...fields, id: idField, version: versionField }));

const fieldError = (field: string, en: string, zh: string) => new ApiError(422, en, { errors: { [field]: [en] } }, zh);

/** The stored columns the body's money and days become (minor units; the period in UTC). */
async function derive(q: Queryable, v: Record<string, any>, id: number | null) {
  const currency = String(v.currency_code);
  await refuseForeignCurrency(q, String(v.site), currency, "currency_code");
  const max = toMinor(VOUCHER_MAX_AMOUNT, currency) ?? 0;
  const amount = v.kind === "amount" ? toMinor(String(v.voucher_off), currency) : null;
  if (v.kind === "amount" && (amount === null || amount < 1 || amount > max)) {
    throw fieldError(
      "voucher_off",
      `must be more than 0 and at most ${VOUCHER_MAX_AMOUNT} ${currency}, in whole minor units of ${currency}`,
      `金额须大于 0 且不超过 ${VOUCHER_MAX_AMOUNT} ${currency}`,
    );
  }
  const min = toMinor(String(v.min_order ?? "0"), currency);
  if (min === null || min > max) {
    throw fieldError(
      "min_order",
      `must be at most ${VOUCHER_MAX_AMOUNT} ${currency}, in whole minor units of ${currency}`,
      `最低订单金额不能超过 ${VOUCHER_MAX_AMOUNT} ${currency}`,
    );
  }
  if (id !== null) {
    const [row] = await q.query<{ issued: number }>("select issued from vouchers where id = $1 for update", [id]);
    if (row && v.total_stock < row.issued) {
      throw fieldError(
        "total_stock",
        `must be at least ${row.issued}, the vouchers already given out`,
        `总库存不能少于已发放的 ${row.issued} 张`,
      );
    }
  }
  const [p] = await q.query<{ start_at: string; end_at: string }>(
    `select ($1::date::timestamp at time zone '${LA}') as start_at,
            (($2::date + 1)::timestamp at time zone '${LA}') - interval '1 second' as end_at`,
    [v.start_day, v.end_day],
  );
  return {
    percent_off: v.kind === "percent" ? Number(v.voucher_off) : null,
    amount_off_minor: amount,
    min_order_minor: min,
    start_at: p.start_at,
    end_at: p.end_at,
  };
}

/** still to be used (enabled and not past its last day) or not (expired, or disabled) */
const VALIDITY = ["valid", "invalid"] as const;
const validity: Filter = {
  schema: z.enum(VALIDITY, { error: "must be valid or invalid" }),
  clause: (p) => `(case when enabled and end_at >= now() then 'valid' else 'invalid' end) = ${p}`,
};

export const VOUCHER_SELECT = `id, name, site_abbr as site, currency_code, kind, percent_off, amount_off_minor, min_order_minor,
    start_at, end_at, per_customer, total_stock, issued, enabled, remark, version, updated_by, created_at, updated_at`;

export const voucherResource: ResourceDef = {
  entity: "voucher",
  noun: { en: "Voucher", zh: "优惠券" },
  route: VOUCHER_ROUTE,
  table: "vouchers",
  select: VOUCHER_SELECT,
  columns: { site: "site_abbr", voucher_off: null, min_order: null, start_day: null, end_day: null },
  list: {
    path: "/api/market/vouchers",
    filters: {
      validity,
      site: equals("site_abbr", siteAbbr),
      kind: equals("kind", z.enum(VOUCHER_KINDS)),
      enabled: {
        schema: z.enum(["true", "false"]).transform((v) => v === "true"),
        clause: (p) => `enabled = ${p}`,
      },
      period: period("start_at", "end_at"),
      name: contains(["name"], singleLine(100)),
    },
    order: "id desc",
    sort: { name: "name", start_at: "start_at", end_at: "end_at", updated_at: "updated_at" },
  },
  ...recordApi("/api/market/voucher", { create: voucherCreateBody, update: voucherUpdateBody, lifecycle: ENABLE_DISABLE }),
  check: (q, v, id) => derive(q, v, id),
};

const invalidQuery = listQuery(voucherResource.list);

export const voucherListEndpoints: Endpoint[] = [
  // voucher-invalid's list: the same filters, always the expired or disabled vouchers
  endpoint<Record<string, any>>({
    method: "GET",
    path: "/api/market/vouchers/invalid",
    access: { any: [INVALID_ROUTE] },
    query: invalidQuery,
    handler: ({ db, query }) =>
      paginate(db, {
        select: VOUCHER_SELECT,
        from: "vouchers",
        ...listSql(voucherResource.list, { ...query, validity: "invalid" }),
        page: query.page,
        pageSize: query.page_size,
      }),
  }),
  // the compact picker other screens choose a voucher with: the vouchers still to be used (or, by `ids`, the chosen ones)
  endpoint<z.infer<typeof pickerQuery>>({
    method: "GET",
    path: "/api/market/voucher/paginate",
    access: { signedIn: true },
    query: pickerQuery,
    handler: ({ db, query }) =>
      pickerPage(
        db,
        "voucher",
        "id, name, site_abbr as site, kind, percent_off, amount_off_minor, currency_code, start_at, end_at, enabled, total_stock - issued as stock_left",
        query,
      ),
  }),
];
