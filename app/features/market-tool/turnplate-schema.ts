import * as z from "zod";
import { oneLine } from "~/domain/one-line";
import { ALL_SITES } from "~/lib/constants";
import { choiceOf, dayField, endNotBefore, intBetween, message } from "~/lib/validation";
import {
  bpToPercent,
  DRAWS_MAX,
  FULL_BP,
  parsePrizeLines,
  PRIZE_NAME_MAX,
  PRIZES_MAX,
  PRIZES_MIN,
  probabilitySum,
  TURNPLATE_NAME_MAX,
  TURNPLATE_REMARK_MAX,
} from "./turnplate-rules";

// The wheel lottery form, checked by conform in the browser and again by the action. Messages are catalog keys.
const id = z.number().int().positive();

/** The prize slots typed one a line: the first bad line is named, then the 100 % rule. */
export const prizeLinesField = z.string({ error: "v.required" }).superRefine((text, ctx) => {
  const parsed = parsePrizeLines(text);
  if (!parsed.ok) {
    const vars = { line: parsed.line, min: PRIZES_MIN, max: parsed.problem === "name" ? PRIZE_NAME_MAX : PRIZES_MAX };
    ctx.addIssue({ code: "custom", message: message(`turnplate.v.${parsed.problem}`, vars) });
    return;
  }
  const sum = probabilitySum(parsed.prizes);
  if (sum !== FULL_BP) ctx.addIssue({ code: "custom", message: message("turnplate.v.sum", { sum: bpToPercent(sum) }) });
});

export const turnplateSchema = endNotBefore(
  z.object({
    id: id.optional(),
    version: id.optional(),
    name: oneLine(TURNPLATE_NAME_MAX).pipe(z.string().min(1, "v.required")),
    site: choiceOf(ALL_SITES as unknown as [string, ...string[]]),
    start_day: dayField(),
    end_day: dayField(),
    daily_limit: intBetween(1, DRAWS_MAX),
    total_limit: intBetween(1, DRAWS_MAX),
    remark: z
      .string()
      .trim()
      .max(TURNPLATE_REMARK_MAX, message("v.tooLong", { max: TURNPLATE_REMARK_MAX }))
      .optional(),
    prizes: prizeLinesField,
  }),
  "start_day",
  "end_day",
).refine((v) => v.total_limit >= v.daily_limit, {
  message: "turnplate.v.totalBelowDaily",
  path: ["total_limit"],
  when: (p) => !p.issues.some((i) => i.path?.[0] === "daily_limit" || i.path?.[0] === "total_limit"),
});
