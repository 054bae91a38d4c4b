import * as z from "zod";
import { CHECKIN_BLACK } from "../../../app/features/system/checkin-black-states";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { positiveId, text, singleLine } from "../../http/list";
import { equals, flag } from "../../resources/filters";
import { recordApi, type ResourceDef } from "../../resources/resource";
import { siteAbbr } from "./schemas";
import { siteSentence } from "../../http/site-names";

// Check-in blacklist: add (create) and remove (a transition; the row stays for the log). Nothing
// else is editable: a wrong entry is removed and added again.

export const checkinBlackCreateBody = z.strictObject({
  /** the customer's id, or their email on that site */
  customer: singleLine(254).pipe(z.string().min(1, "is required")),
  site: siteAbbr,
  reason: text(200).pipe(z.string().min(1, "is required")),
});

export const checkinBlackResource: ResourceDef = {
  entity: "checkin_black",
  noun: { en: "Blacklist entry", zh: "黑名单记录" },
  route: "checkin-black-list",
  table: "checkin_blacklist",
  select: `id, customer_id, (select email from customers c where c.id = customer_id) as customer_email, site_abbr as site, reason, active,
    version, added_by, updated_by, created_at, updated_at`,
  columns: { site: "site_abbr", customer: null },
  list: {
    path: "/api/config/checkin-blacks",
    filters: {
      site: equals("site_abbr", siteAbbr),
      customer_id: equals("customer_id", positiveId),
      active: flag("active"),
    },
    order: "id desc",
    sort: { created_at: "created_at" },
  },
  ...recordApi("/api/config/checkin-black", { lifecycle: CHECKIN_BLACK }),
  create: {
    path: "/api/config/checkin-black/create",
    body: checkinBlackCreateBody,
    // the resource layer stamps updated_by on every write; who added the entry stays apart
    handler: (ctx, generic) => generic({ ...ctx, body: { ...ctx.body, added_by: ctx.user.name } }),
  },
  check: async (q, v) => {
    const customerId = await findCustomer(q, String(v.customer), String(v.site));
    const dup = await q.query("select id from checkin_blacklist where customer_id = $1 and site_abbr = $2 and active", [
      customerId,
      v.site,
    ]);
    if (dup.length) {
      const s = siteSentence(v.site);
      const en = `Customer ${v.customer} is already on the check-in blacklist of ${s.en}`;
      throw new ApiError(409, en, { errors: { customer: [en] } }, `客户 ${v.customer} 已在${s.zh}的黑名单中`);
    }
    return { customer_id: customerId };
  },
};

/** The customer named by id, or by email on the site (emails are unique per site). */
async function findCustomer(q: Queryable, customer: string, site: string): Promise<number> {
  const byId = /^\d{1,10}$/.test(customer) && Number(customer) <= 2147483647;
  const rows = byId
    ? await q.query<{ id: number }>("select id from customers where id = $1", [Number(customer)])
    : await q.query<{ id: number }>("select id from customers where lower(email) = lower($1) and site_abbr = $2", [customer, site]);
  if (!rows[0]) {
    const s = siteSentence(site);
    const en = byId ? `No customer has id ${customer}` : `No customer has the email ${customer} on ${s.en}`;
    throw new ApiError(
      422,
      en,
      { errors: { customer: [en] } },
      byId ? `客户ID ${customer} 不存在` : `${s.zh}没有邮箱为 ${customer} 的客户`,
    );
  }
  return rows[0].id;
}
