import * as z from "zod";
import { oneLine } from "~/domain/one-line";
import { TAG_GROUPS, TAG_NAME_MAX, TAG_SORT_MAX, TAG_TYPES } from "~/lib/tags";
import { choiceOf, intBetween } from "~/lib/validation";

// The tag form's schema, used by conform in the browser and by the action on the server; messages
// are catalog keys shown next to the field.
const id = z.number().int().positive();
export const tagSchema = z.object({
  id: id.optional(),
  version: id.optional(),
  group: choiceOf(TAG_GROUPS),
  name: oneLine(TAG_NAME_MAX).pipe(z.string().min(1, "v.required")),
  type: choiceOf(TAG_TYPES),
  sort: intBetween(0, TAG_SORT_MAX),
});
