import * as z from "zod";
import type { Queryable } from "../../db/client";
import { notFound, validationError } from "../../http/errors";
import { Filters, positiveId, singleLine } from "../../http/list";
import { endpoint } from "../../http/router";
import { isoDate, siteAbbr } from "./schemas";
import { keysetPage, type KeysetPage } from "../goods/keyset";

// The storefronts' customers, read-only for staff. The list pages by keyset on id (newest first):
// `after` = the last id of the page before, `before` = the first id of the page after; no total is
// counted, so a page costs the same at any depth (AREA-DONE: lists past ~10,000 rows).

export const CUSTOMER_ROUTE = "customer-list";
const read = { any: [CUSTOMER_ROUTE] };
const COLS = `id, email, first_name, last_name, site_abbr as site, language, phone, orders_count, registered_at, last_login_at`;
const LA = "America/Los_Angeles";

export const customerListQuery = z
  .strictObject({
    email: singleLine(254).optional(),
    id: positiveId.optional(),
    site: siteAbbr.optional(),
    registered_from: isoDate.optional(),
    registered_to: isoDate.optional(),
    after: positiveId.optional(),
    before: positiveId.optional(),
    page_size: z.coerce
      .number()
      .pipe(z.union([z.literal(20), z.literal(50), z.literal(100)], { error: "page_size must be 20, 50 or 100" }))
      .default(20),
  })
  .refine((v) => !(v.after && v.before), { message: "give after or before, not both", path: ["before"] })
  .refine((v) => !v.registered_from || !v.registered_to || v.registered_from <= v.registered_to, {
    message: "must be on or after registered_from",
    path: ["registered_to"],
  });
type ListQuery = z.infer<typeof customerListQuery>;

/** A prefix pattern for LIKE: the typed text literally (its % and _ are not wildcards), lower-cased. */
const startingWith = (s: string) => `${s.toLowerCase().replace(/[%_\\]/g, "\\$&")}%`;

function filtersOf(q: ListQuery) {
  const f = new Filters();
  // lower(email) like 'x%' is what the customers_email index (text_pattern_ops) serves
  if (q.email) f.add((p) => `lower(email) like ${p}`, startingWith(q.email));
  f.add((p) => `id = ${p}`, q.id);
  f.add((p) => `site_abbr = ${p}`, q.site);
  // dates are days in US West, as the console shows them
  f.add((p) => `registered_at >= (${p}::date::timestamp at time zone '${LA}')`, q.registered_from);
  f.add((p) => `registered_at < ((${p}::date + 1)::timestamp at time zone '${LA}')`, q.registered_to);
  return f;
}

/** a page of customers, newest first, paged by keyset (`next`: pass as `after`; `prev`: as `before`) */
export type CustomerPage<T> = KeysetPage<T>;

export async function listCustomers(db: Queryable, q: ListQuery): Promise<CustomerPage<{ id: number }>> {
  const f = filtersOf(q);
  return keysetPage<{ id: number }>(db, {
    select: COLS,
    from: "customers",
    key: "id",
    keyField: "id",
    where: f.where,
    params: f.params,
    after: q.after,
    before: q.before,
    pageSize: q.page_size,
  });
}

export const customerEndpoints = [
  endpoint<ListQuery>({
    method: "GET",
    path: "/api/config/customers",
    access: read,
    query: customerListQuery,
    handler: ({ db, query }) => listCustomers(db, query),
  }),
  endpoint({
    method: "GET",
    path: "/api/config/customer/{id}",
    access: read,
    async handler({ db, params }) {
      const parsed = positiveId.safeParse(params.id);
      if (!parsed.success) throw validationError(parsed.error);
      const [customer] = await db.query(`select ${COLS} from customers where id = $1`, [parsed.data]);
      if (!customer) throw notFound("Customer", "客户");
      const addresses = await db.query(
        `select id, is_default, full_name, line1, line2, city, region, postal_code, country_code, phone
           from customer_addresses where customer_id = $1 order by is_default desc, id`,
        [parsed.data],
      );
      return { ...customer, addresses };
    },
  }),
];
