import * as z from "zod";
import { Filters, singleLine } from "../../http/list";
import { endpoint } from "../../http/router";
import { pickedIds } from "./reward-targets";

// The customer picker of a wallet or points adjustment (issue 41 §6): staff choose the customer from
// a list that names them and their site before any money moves, never by a typed id alone.
// `name` (as the other pickers call their search) is an id (digits), or the start of an e-mail address or of a name ("Emma", "emma smith",
// "Smith"), any case; `ids` answers exactly the customers a form has chosen. 20 at most, newest first.

export const CUSTOMER_PICKER_MAX = 20;

const customerPickerQuery = z.strictObject({
  name: singleLine(100).optional(),
  ids: pickedIds.optional(),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(CUSTOMER_PICKER_MAX, `page_size must be at most ${CUSTOMER_PICKER_MAX}`)
    .default(CUSTOMER_PICKER_MAX),
});
type Query = z.infer<typeof customerPickerQuery>;

/** The typed text literally (its % and _ are not wildcards), lower-cased, as the start of a LIKE. */
const startingWith = (s: string) => `${s.toLowerCase().replace(/[%_\\]/g, "\\$&")}%`;

/** GET market/customers: for those who may adjust a wallet or points (the keys `balances.ts` names). */
export const customerPickerEndpoint = (keys: string[]) =>
  endpoint<Query>({
    method: "GET",
    path: "/api/market/customers",
    access: { any: keys },
    query: customerPickerQuery,
    async handler({ db, query }) {
      const f = new Filters();
      const q = query.name?.trim();
      if (query.ids) f.add((p) => `id = any(${p}::int[])`, query.ids);
      else if (q && /^\d{1,9}$/.test(q)) f.add((p) => `id = ${p}::int`, Number(q));
      else if (q)
        f.add(
          (p) => `(lower(email) like ${p} or lower(first_name || ' ' || last_name) like ${p} or lower(last_name) like ${p})`,
          startingWith(q),
        );
      const list = await db.query(
        `select id, trim(first_name || ' ' || last_name) as name, email, site_abbr as site
           from customers ${f.where.length ? `where ${f.where.join(" and ")}` : ""}
          order by id desc limit ${query.page_size}`,
        f.params,
      );
      return { list };
    },
  });
