import * as z from "zod";
import { oneLine } from "~/domain/one-line";
import { ALL_SITES } from "~/lib/constants";
import { choiceOf, dayField, endNotBefore, message, numberField } from "~/lib/validation";
import { RULE_KINDS, RULE_NAME_MAX, RULE_REMARK_MAX, RULE_VALUE, ruleValueOk } from "./balance-rules";

// The points rule form, checked by conform in the browser and again by the action. Messages are catalog keys.
const id = z.number().int().positive();

export const integralRuleSchema = endNotBefore(
  z.object({
    id: id.optional(),
    version: id.optional(),
    name: oneLine(RULE_NAME_MAX).pipe(z.string().min(1, "v.required")),
    site: choiceOf(ALL_SITES as unknown as [string, ...string[]]),
    kind: choiceOf(RULE_KINDS),
    value: numberField().int("v.integer"),
    start_day: dayField(),
    end_day: dayField(),
    remark: z
      .string()
      .trim()
      .max(RULE_REMARK_MAX, message("v.tooLong", { max: RULE_REMARK_MAX }))
      .optional(),
  }),
  "start_day",
  "end_day",
).refine((v) => ruleValueOk(v.kind, v.value), {
  // beside the other fields' errors: runs whenever kind and value themselves are fine
  error: (iss) => {
    const { min, max } = RULE_VALUE[(iss.input as { kind: keyof typeof RULE_VALUE }).kind];
    return message("v.between", { min, max });
  },
  path: ["value"],
  when: (p) => typeof p.value === "object" && p.value !== null && !p.issues.some((i) => i.path?.[0] === "kind" || i.path?.[0] === "value"),
});
