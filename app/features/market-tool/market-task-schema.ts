import * as z from "zod";
import { oneLine } from "~/domain/one-line";
import { ALL_SITES } from "~/lib/constants";
import { choiceOf, dayField, endNotBefore, intBetween, message } from "~/lib/validation";
import {
  MESSAGE_MAX,
  POINTS_MAX,
  rewardValueOk,
  TASK_AUDIENCES,
  TASK_DELAY_MAX,
  TASK_NAME_MAX,
  TASK_REMARK_MAX,
  TASK_REWARDS,
  TASK_TRIGGERS,
} from "./market-task-rules";

// The forms of market tasks (newcomer coupon packages and cart settings: their kinds), checked by conform in the
// browser and again by the action. Messages are catalog keys.
const id = z.number().int().positive();
const name = (max: number) => oneLine(max).pipe(z.string().min(1, "v.required"));
const SITES = ALL_SITES as unknown as [string, ...string[]];

export const taskSchema = endNotBefore(
  z.object({
    id: id.optional(),
    version: id.optional(),
    name: name(TASK_NAME_MAX),
    site: choiceOf(SITES),
    trigger: choiceOf(TASK_TRIGGERS),
    delay_hours: intBetween(0, TASK_DELAY_MAX).optional(),
    send_day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "v.date")
      .optional(),
    send_hour: intBetween(0, 23).optional(),
    audience: choiceOf(TASK_AUDIENCES),
    reward_kind: choiceOf(TASK_REWARDS),
    /** points or a message, typed */
    reward_value: z
      .string()
      .trim()
      .max(MESSAGE_MAX, message("v.tooLong", { max: MESSAGE_MAX }))
      .optional(),
    /** a voucher or coupon of the site, picked (resource/PickerField.tsx) */
    reward_pick: id.optional(),
    start_day: dayField(),
    end_day: dayField(),
    remark: z
      .string()
      .trim()
      .max(TASK_REMARK_MAX, message("v.tooLong", { max: TASK_REMARK_MAX }))
      .optional(),
  }),
  "start_day",
  "end_day",
)
  .superRefine((v, ctx) => {
    if (v.reward_kind === "voucher" || v.reward_kind === "coupon") {
      if (v.reward_pick === undefined)
        ctx.addIssue({
          code: "custom",
          path: ["reward_pick"],
          message: v.reward_kind === "voucher" ? "task.v.pick.voucher" : "task.v.pick.coupon",
        });
    } else if (!v.reward_value) ctx.addIssue({ code: "custom", path: ["reward_value"], message: "v.required" });
    else if (!rewardValueOk(v.reward_kind, v.reward_value))
      ctx.addIssue({ code: "custom", path: ["reward_value"], message: message("task.v.value", { max: MESSAGE_MAX, points: POINTS_MAX }) });
  })
  .superRefine((v, ctx) => {
    if (v.trigger !== "scheduled") return;
    if (!v.send_day) ctx.addIssue({ code: "custom", path: ["send_day"], message: "task.v.sendDay" });
    else if (v.send_day < v.start_day || v.send_day > v.end_day)
      ctx.addIssue({ code: "custom", path: ["send_day"], message: "task.v.sendInPeriod" });
    if (v.send_hour === undefined) ctx.addIssue({ code: "custom", path: ["send_hour"], message: "task.v.sendHour" });
  });
