import * as z from "zod";
import { oneLine } from "~/domain/one-line";
import { ALL_SITES } from "~/lib/constants";
import { choiceOf, intBetween } from "~/lib/validation";
import { CATEGORY_NAME_MAX, CATEGORY_SORT_MAX } from "./category-rules";

// The daily-specials category form, used by conform in the browser and by the action on the server.
const id = z.number().int().positive();
export const categorySchema = z.object({
  id: id.optional(),
  version: id.optional(),
  site: choiceOf(ALL_SITES as unknown as [string, ...string[]]),
  name: oneLine(CATEGORY_NAME_MAX).pipe(z.string().min(1, "v.required")),
  sort: intBetween(0, CATEGORY_SORT_MAX),
});
