import * as z from "zod";
import { oneLine } from "~/domain/one-line";
import { ALL_SITES, CURRENCY_CODES } from "~/lib/constants";
import { choiceOf, dayField, endNotBefore, intBetween, message } from "~/lib/validation";
import {
  CART_ITEMS_MAX,
  CART_ITEMS_MIN,
  CLAIM_HOURS_MAX,
  MESSAGE_MAX,
  PACKAGE_CODES_MAX,
  PACKAGE_CODES_MIN,
  PACKAGE_NAME_MAX,
  POINTS_MAX,
  QUOTA_MAX,
  RESERVE_MINUTES_MAX,
  rewardValueOk,
  TASK_AUDIENCES,
  TASK_DELAY_MAX,
  TASK_NAME_MAX,
  TASK_REMARK_MAX,
  TASK_REWARDS,
  TASK_TRIGGERS,
  THRESHOLD_MINOR_MAX,
  VALID_DAYS_MAX,
} from "./market-task-rules";
import { AMOUNT_TEXT, toMinor } from "./promo-money";

// The forms of market tasks, newcomer coupon packages and cart settings, checked by conform in the
// browser and again by the action. Messages are catalog keys.
const id = z.number().int().positive();
const name = (max: number) => oneLine(max).pipe(z.string().min(1, "v.required"));
const fieldOk = (issues: { path?: PropertyKey[] }[], ...names: string[]) => !issues.some((i) => names.includes(String(i.path?.[0])));
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

/** The package's vouchers, ticked in the picker: 1–10, none twice (of the package's site: the API's check). */
const voucherIdsField = z
  .array(id, { error: "v.required" })
  .min(PACKAGE_CODES_MIN, message("newcomer.v.count", { min: PACKAGE_CODES_MIN, max: PACKAGE_CODES_MAX }))
  .max(PACKAGE_CODES_MAX, message("newcomer.v.count", { min: PACKAGE_CODES_MIN, max: PACKAGE_CODES_MAX }))
  .refine((ids) => new Set(ids).size === ids.length, "newcomer.v.duplicate");

export const newcomerSchema = z.object({
  id: id.optional(),
  version: id.optional(),
  name: name(PACKAGE_NAME_MAX),
  site: choiceOf(SITES),
  voucher_ids: voucherIdsField,
  valid_days: intBetween(1, VALID_DAYS_MAX),
  claim_hours: intBetween(1, CLAIM_HOURS_MAX),
  /** empty: no limit */
  quota: intBetween(1, QUOTA_MAX).optional(),
});

export const YES_NO = ["yes", "no"] as const;
export const cartSchema = z
  .object({
    id: id.optional(),
    version: id.optional(),
    site: choiceOf(SITES),
    max_items: intBetween(CART_ITEMS_MIN, CART_ITEMS_MAX),
    reserve_minutes: intBetween(0, RESERVE_MINUTES_MAX),
    currency_code: choiceOf(CURRENCY_CODES),
    free_shipping: z.string({ error: "v.required" }).trim().regex(AMOUNT_TEXT, "promo.v.amount"),
    recommendations: choiceOf(YES_NO),
  })
  .refine(
    (v) => {
      const minor = toMinor(v.free_shipping, v.currency_code);
      return minor !== null && minor <= THRESHOLD_MINOR_MAX;
    },
    { message: "promo.v.decimals", path: ["free_shipping"], when: (p) => fieldOk(p.issues, "free_shipping", "currency_code") },
  );
