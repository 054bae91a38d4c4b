import * as z from "zod";
import { oneLine } from "~/domain/one-line";
import { ALL_SITES } from "~/lib/constants";
import { choiceOf, intBetween, message } from "~/lib/validation";
import { REVIEW_AUTHOR_MAX, REVIEW_CHANNEL_MAX, REVIEW_CONTENT_MAX, REVIEW_FITS, REVIEW_REPLY_MAX, REVIEW_TITLE_MAX } from "./review-rules";

// The reply form (comment-manager-allright/<id>) and the add form (comment-add), used by conform in
// the browser and by the actions on the server.
const id = z.number().int().positive();
const optional = (max: number) => z.string().trim().max(max, message("v.tooLong", { max })).optional().default("");
const required = (max: number) =>
  z.string({ error: "v.required" }).trim().max(max, message("v.tooLong", { max })).pipe(z.string().min(1, "v.required"));
const requiredLine = (max: number) => oneLine(max).pipe(z.string().min(1, "v.required"));
const optionalLine = (max: number) => oneLine(max).optional().default("");

export const replySchema = z.object({ id: id.optional(), version: id.optional(), reply: optional(REVIEW_REPLY_MAX) });

export const reviewAddSchema = z
  .object({
    spu: z
      .string({ error: "v.required" })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{3,40}$/, "review.v.spu"),
    site: choiceOf(ALL_SITES as unknown as [string, ...string[]]),
    rating: intBetween(1, 5),
    title: optionalLine(REVIEW_TITLE_MAX),
    content: required(REVIEW_CONTENT_MAX),
    author_name: requiredLine(REVIEW_AUTHOR_MAX),
    fit: z
      .enum(["", ...REVIEW_FITS])
      .optional()
      .default(""),
    source: choiceOf(["staff", "imported"] as const),
    channel: optionalLine(REVIEW_CHANNEL_MAX),
  })
  .refine((v) => v.source !== "imported" || v.channel !== "", { message: "review.v.channel", path: ["channel"] });
