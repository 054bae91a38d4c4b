import * as z from "zod";
import {
  REVIEW_AUTHOR_MAX,
  REVIEW_CHANNEL_MAX,
  REVIEW_CONTENT_MAX,
  REVIEW_FITS,
  REVIEW_REPLY_MAX,
  REVIEW_STATES,
  REVIEW_STATUS,
  REVIEW_TITLE_MAX,
} from "../../../app/features/goods/reviews/review-rules";
import { ApiError } from "../../http/errors";
import { text, versionField, idField, singleLine } from "../../http/list";
import { endpoint, type Endpoint } from "../../http/router";
import { equals, type Filter } from "../../resources/filters";
import { createRecord } from "../../resources/write";
import type { ResourceDef } from "../../resources/resource";
import { site, wholeBetween } from "../offers/schemas";

// Product reviews: moderated at comment-manager-allright (approve / hide, reply), added by staff at
// comment-add (a review sent in by mail, or imported from another channel). Spec section 2 names
// the screens only; the endpoints are ours, under product/comment.

export const REVIEW_ROUTE = "comment-manager-allright";
export const REVIEW_ADD_ROUTE = "comment-add";
const SPU = /^[A-Z0-9-]{3,40}$/;

const rating = z.coerce.number({ error: "must be 1 to 5" }).int("must be 1 to 5").min(1, "must be 1 to 5").max(5, "must be 1 to 5");
const spu = z.string({ error: "must be an SPU code" }).trim().toUpperCase().regex(SPU, "must be an SPU code (3-40 letters, digits, -)");
/** an SPU code's beginning, matched by prefix on the text_pattern_ops index */
const spuPrefix: Filter = {
  schema: z
    .string()
    .trim()
    .toUpperCase()
    .max(40, "must be at most 40 characters")
    .regex(/^[A-Z0-9-]*$/, "must be letters, digits or -"),
  clause: (p) => `spu like ${p}`,
  bind: ((v: string) => `${v.replace(/[%_\\]/g, "\\$&")}%`) as never,
};

export const REVIEW_SELECT =
  "id, product_id, spu, site_abbr as site, rating, title, content, author_name, fit, source, channel, status, reply, replied_at, version, created_by, updated_by, created_at, updated_at";

export const reviewResource: ResourceDef = {
  entity: "product_review",
  noun: { en: "Review", zh: "评论" },
  route: REVIEW_ROUTE,
  table: "product_reviews",
  select: REVIEW_SELECT,
  list: {
    path: "/api/product/comment/paginate",
    filters: {
      site: equals("site_abbr", site),
      rating: equals("rating", rating),
      status: equals("status", z.enum(REVIEW_STATES, { error: `must be one of ${REVIEW_STATES.join(", ")}` })),
      product_id: equals("product_id", z.coerce.number().int().positive("must be a positive integer").max(2147483647, "is too large")),
      spu: spuPrefix,
    },
    order: "created_at desc, id desc",
    sort: { created_at: "created_at", rating: "rating" },
  },
  show: { path: "/api/product/comment/{id}" },
  // the reply is the one thing staff edit on a customer's review
  update: {
    path: "/api/product/comment/reply",
    body: z.strictObject({ id: idField, version: versionField, reply: text(REVIEW_REPLY_MAX) }),
  },
  transition: { path: "/api/product/comment/change-status", lifecycle: REVIEW_STATUS },
  check: async (_q, v) => ({ replied_at: v.reply ? new Date().toISOString() : null }),
};

export const reviewAddBody = z
  .strictObject({
    spu,
    site,
    rating: wholeBetween(1, 5),
    title: singleLine(REVIEW_TITLE_MAX).default(""),
    content: text(REVIEW_CONTENT_MAX).min(1, "is required"),
    author_name: singleLine(REVIEW_AUTHOR_MAX).min(1, "is required"),
    fit: z.enum(["", ...REVIEW_FITS], { error: `must be one of ${REVIEW_FITS.join(", ")} or empty` }).default(""),
    source: z.enum(["staff", "imported"], { error: "must be staff or imported" }),
    channel: singleLine(REVIEW_CHANNEL_MAX).default(""),
  })
  .refine((v) => v.source !== "imported" || v.channel !== "", { message: "name the channel it was imported from", path: ["channel"] });

/** POST product/comment/create: a review staff add for a product; it waits for moderation (pending). */
export const reviewAddEndpoint: Endpoint = endpoint<unknown, z.output<typeof reviewAddBody>>({
  method: "POST",
  path: "/api/product/comment/create",
  access: { any: [REVIEW_ADD_ROUTE] },
  body: reviewAddBody,
  handler: (ctx) =>
    ctx.db.tx(async (q) => {
      const b = ctx.body;
      const [product] = await q.query<{ id: number }>("select id from products where spu = $1", [b.spu]);
      if (!product) {
        const en = `No product has the SPU code ${b.spu}`;
        throw new ApiError(422, en, { errors: { spu: [en] } }, `没有 SPU 为 ${b.spu} 的商品`);
      }
      return createRecord(q, ctx, {
        table: "product_reviews",
        values: {
          product_id: product.id,
          spu: b.spu,
          site_abbr: b.site,
          rating: b.rating,
          title: b.title,
          content: b.content,
          author_name: b.author_name,
          fit: b.fit,
          source: b.source,
          channel: b.source === "imported" ? b.channel : "",
          created_by: ctx.user.name,
          updated_by: ctx.user.name,
        },
        returning: REVIEW_SELECT,
        log: { entity: "product_review" },
      });
    }),
});
