import * as z from "zod";
import { notOfSite, notUsable, type RewardTarget } from "../../../app/domain/reward-targets";
import type { Queryable } from "../../db/client";
import { FieldError } from "../../http/errors";
import { containing, Filters, pageQuery, paginate, singleLine } from "../../http/list";
import { endpoint } from "../../http/router";
import { siteAbbr } from "../config/schemas";
import { siteSentence } from "../../http/site-names";

// The records a reward points at (issue 41 §5, §6): vouchers and discounts ("coupons") of one site,
// as the pickers list them and as the writes that name them check them.

const TABLE: Record<RewardTarget, string> = { voucher: "vouchers", discount: "discounts" };

/** "12,7" → [12, 7]: the records a picker shows as chosen (up to 20), whatever their state. */
export const pickedIds = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9}){0,19}$/, "must be up to 20 ids separated by commas")
  .transform((s) => s.split(",").map(Number));

export const pickerQuery = z.strictObject({
  ...pageQuery,
  site: siteAbbr.optional(),
  name: singleLine(100).optional(),
  ids: pickedIds.optional(),
});

/**
 * A picker's page: with `ids`, exactly those records (what a form has chosen, shown by name even once
 * disabled or ended); otherwise the ones still in use (enabled, not past their last day) by name and site.
 */
export function pickerPage(db: Queryable, kind: RewardTarget, select: string, query: z.infer<typeof pickerQuery>) {
  const f = new Filters();
  if (query.ids) f.add((p) => `id = any(${p}::int[])`, query.ids);
  else f.add((p) => `enabled = ${p} and end_at >= now()`, true);
  f.add((p) => `site_abbr = ${p}`, query.site).add((p) => `name ilike ${p}`, query.name ? containing(query.name) : undefined);
  return paginate(db, {
    select,
    from: TABLE[kind],
    where: f.where,
    params: f.params,
    orderBy: "id desc",
    page: query.page,
    pageSize: query.page_size,
  });
}

/** the discount picker (a market task's coupon), open to any signed-in user as the voucher picker is */
export const discountPickerEndpoint = endpoint<z.infer<typeof pickerQuery>>({
  method: "GET",
  path: "/api/market/discount/paginate",
  access: { signedIn: true },
  query: pickerQuery,
  handler: ({ db, query }) =>
    pickerPage(
      db,
      "discount",
      "id, name, site_abbr as site, kind, percent_off, amount_off_minor, currency_code, start_at, end_at, enabled",
      query,
    ),
});

/**
 * 422 on `field` unless every id is a record of `kind` on `site` that is still in use (enabled, not
 * ended): the first id that is not is named, in the caller's language.
 */
export async function refuseForeignTargets(q: Queryable, kind: RewardTarget, site: string, ids: number[], field: string) {
  if (!ids.length) return;
  const rows = await q.query<{ id: number; name: string; usable: boolean }>(
    `select id, name, enabled and end_at >= now() as usable from ${TABLE[kind]} where site_abbr = $1 and id = any($2::int[])`,
    [site, ids],
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  for (const id of ids) {
    const row = byId.get(id);
    const m = !row ? notOfSite(kind, id, siteSentence(site)) : !row.usable ? notUsable(kind, id, row.name) : null;
    if (m) throw new FieldError(field, m.en, m.zh);
  }
}
