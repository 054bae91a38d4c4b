import * as z from "zod";
import { oneLine } from "~/domain/one-line";
import { ALL_SITES } from "~/lib/constants";
import { choiceOf, intBetween } from "~/lib/validation";
import { LABEL_COLOR, LABEL_NAME_MAX, LABEL_SORT_MAX, LABEL_TYPES } from "./label-rules";

// The label form, used by conform in the browser and by the action on the server.
const id = z.number().int().positive();
const color = z.string({ error: "v.required" }).trim().regex(LABEL_COLOR, "label.v.color");
export const labelSchema = z.object({
  id: id.optional(),
  version: id.optional(),
  site: choiceOf(ALL_SITES as unknown as [string, ...string[]]),
  name: oneLine(LABEL_NAME_MAX).pipe(z.string().min(1, "v.required")),
  type: choiceOf(LABEL_TYPES),
  text_color: color,
  bg_color: color,
  sort: intBetween(0, LABEL_SORT_MAX),
});
