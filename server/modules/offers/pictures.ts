import * as z from "zod";
import { pageQuery, paginate, Filters, isoDate } from "../../http/list";
import { endpoint } from "../../http/router";
import { OFFER_READ } from "./special-offer";

// Common content: the pictures staff have uploaded (spec section 7 "picture/list", "picture/filter"),
// for choosing an image already in the object store instead of uploading it again.
const IMAGE_PURPOSES = ["event", "sns_topic", "sns_post"] as const;
const query = z.strictObject({
  ...pageQuery,
  purpose: z.enum(IMAGE_PURPOSES, { error: `must be one of ${IMAGE_PURPOSES.join(", ")}` }).optional(),
  uploaded_by: z.coerce.number().int().positive().max(2147483647).optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});

export const pictureEndpoints = [
  endpoint<z.output<typeof query>>({
    method: "GET",
    path: "/api/common_content/picture/list",
    access: OFFER_READ,
    query,
    async handler({ db, query: q, store }) {
      const f = new Filters()
        .add((p) => `u.purpose = any(${p}::text[])`, q.purpose ? [q.purpose] : [...IMAGE_PURPOSES])
        .add((p) => `u.uploaded_by = ${p}`, q.uploaded_by)
        .add((p) => `u.created_at >= (${p}::date::timestamp at time zone 'America/Los_Angeles')`, q.date_from)
        .add((p) => `u.created_at < ((${p}::date + 1)::timestamp at time zone 'America/Los_Angeles')`, q.date_to);
      const page = await paginate<{ key: string }>(db, {
        select: "u.id, u.key, u.purpose, u.content_type, u.size, u.created_at, coalesce(us.display_name, '') as uploaded_by",
        from: "uploads u left join users us on us.id = u.uploaded_by",
        ...f,
        orderBy: "u.id desc",
        page: q.page,
        pageSize: q.page_size,
      });
      return { ...page, list: page.list.map((p) => ({ ...p, url: store.url(p.key) })) };
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/common_content/picture/filter",
    access: OFFER_READ,
    async handler({ db }) {
      const uploaders = await db.query<{ value: number; label: string }>(
        "select distinct us.id as value, us.display_name as label from uploads u join users us on us.id = u.uploaded_by where u.purpose <> 'videos' order by 2",
      );
      return { purposes: IMAGE_PURPOSES, uploaders };
    },
  }),
];
