import * as z from "zod";
import { numberField } from "~/lib/validation";

// The option-tag form's schema, used by conform in the browser and by the action on the server:
// an option value and a tag, both chosen from lists (nothing chosen says "required").
const chosen = () => numberField().int("v.notAnOption").positive("v.notAnOption");
export const optionTagSchema = z.object({
  value_id: chosen(),
  tag_id: chosen(),
});
