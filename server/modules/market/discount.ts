import * as z from "zod";
import { ENABLE_DISABLE } from "../../../app/lib/lifecycle";
import { CURRENCY_CODES } from "../../../app/lib/constants";
import { DISCOUNT_KINDS, MAX_AMOUNT, PERCENT_OFF, USES_PER_CODE } from "../../../app/features/market-tool/discount-rules";
import { AMOUNT_TEXT, toMinor } from "../../../app/features/market-tool/promo-money";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { idField, isoDate, versionField, singleLine } from "../../http/list";
import { contains, equals, flag, period } from "../../resources/filters";
import { recordApi, type ResourceDef } from "../../resources/resource";
import { siteAbbr } from "../config/schemas";
import { refuseForeignCurrency } from "../config/site-currencies";

// A discount: what its codes give (a percentage, or an amount in the discount's currency, above an
// order minimum), on which site, in which period, how often one code may be used. Its codes are
// made in batches (code-batches.ts).

const LA = "America/Los_Angeles";
const amountText = z.string().trim().regex(AMOUNT_TEXT, "must be an amount such as 12.50");

const fields = {
  name: singleLine(100).pipe(z.string().min(1, "is required")),
  site: siteAbbr,
  currency_code: z.enum(CURRENCY_CODES, { error: "must be a supported ISO 4217 currency code" }),
  kind: z.enum(DISCOUNT_KINDS, { error: "must be percent or amount" }),
  /** what a code takes off: a whole percentage (1–90) or an amount in the currency, as text */
  discount_off: amountText,
  min_order: amountText.default("0"),
  uses_per_code: z.number().int().min(USES_PER_CODE.min).max(USES_PER_CODE.max).default(1),
  start_day: isoDate,
  end_day: isoDate,
};

type Body = { kind: "percent" | "amount"; discount_off: string; start_day: string; end_day: string };
const percentOk = (v: string) => /^\d{1,2}$/.test(v) && Number(v) >= PERCENT_OFF.min && Number(v) <= PERCENT_OFF.max;
const rules = <S extends z.ZodType<Body>>(s: S) =>
  s
    .refine((v) => v.kind !== "percent" || percentOk(v.discount_off), {
      message: `must be a whole percentage from ${PERCENT_OFF.min} to ${PERCENT_OFF.max}`,
      path: ["discount_off"],
    })
    .refine((v) => v.end_day >= v.start_day, { message: "must be on or after start_day", path: ["end_day"] });

export const discountCreateBody = rules(z.strictObject(fields));
export const discountUpdateBody = rules(z.strictObject({ ...fields, id: idField, version: versionField }));

const moneyError = (field: string, en: string, zh: string) => new ApiError(422, en, { errors: { [field]: [en] } }, zh);

/** The stored columns the body's money and days become (minor units; the period in UTC). */
async function derive(q: Queryable, v: Record<string, any>) {
  const currency = String(v.currency_code);
  await refuseForeignCurrency(q, String(v.site), currency, "currency_code");
  const amount = v.kind === "amount" ? toMinor(String(v.discount_off), currency) : null;
  if (v.kind === "amount" && (amount === null || amount < 1 || amount > (toMinor(MAX_AMOUNT, currency) ?? 0))) {
    throw moneyError(
      "discount_off",
      `must be more than 0 and at most ${MAX_AMOUNT} ${currency}, in whole minor units of ${currency}`,
      `金额须大于 0 且不超过 ${MAX_AMOUNT} ${currency}`,
    );
  }
  const min = toMinor(String(v.min_order ?? "0"), currency);
  if (min === null || min > (toMinor(MAX_AMOUNT, currency) ?? 0)) {
    throw moneyError(
      "min_order",
      `must be at most ${MAX_AMOUNT} ${currency}, in whole minor units of ${currency}`,
      `最低订单金额不能超过 ${MAX_AMOUNT} ${currency}`,
    );
  }
  const [p] = await q.query<{ start_at: string; end_at: string }>(
    `select ($1::date::timestamp at time zone '${LA}') as start_at,
            (($2::date + 1)::timestamp at time zone '${LA}') - interval '1 second' as end_at`,
    [v.start_day, v.end_day],
  );
  return {
    percent_off: v.kind === "percent" ? Number(v.discount_off) : null,
    amount_off_minor: amount,
    min_order_minor: min,
    start_at: p.start_at,
    end_at: p.end_at,
  };
}

export const discountResource: ResourceDef = {
  entity: "discount",
  noun: { en: "Discount", zh: "优惠码活动" },
  route: "discountList",
  // the edit route's read views (?type=detail|checked) show a discount to whoever may open that route
  keys: { read: ["discountList", "discountList-edit"] },
  table: "discounts",
  select: `id, name, site_abbr as site, currency_code, kind, percent_off, amount_off_minor, min_order_minor, uses_per_code,
    start_at, end_at, enabled, version, updated_by, created_at, updated_at,
    (select coalesce(sum(generated), 0)::int from discount_code_batches b where b.discount_id = discounts.id) as codes`,
  columns: { site: "site_abbr", discount_off: null, min_order: null, start_day: null, end_day: null },
  list: {
    path: "/api/market/discounts",
    filters: {
      site: equals("site_abbr", siteAbbr),
      kind: equals("kind", z.enum(DISCOUNT_KINDS)),
      enabled: flag("enabled"),
      period: period("start_at", "end_at"),
      name: contains(["name"], singleLine(100)),
    },
    order: "id desc",
    sort: { name: "name", start_at: "start_at", updated_at: "updated_at" },
  },
  ...recordApi("/api/market/discount", { create: discountCreateBody, update: discountUpdateBody, lifecycle: ENABLE_DISABLE }),
  check: (q, v) => derive(q, v),
};
