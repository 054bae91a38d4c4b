import * as z from "zod";
import { message } from "~/lib/validation-message";
import { CARRIER_MAX, CARRIER_TEXT, TRACKING_MAX, TRACKING_MIN, TRACKING_TEXT, trackingOf } from "./turnplate-rules";

// The "Mark shipped" form of a product prize (reward-records), checked by the action before the API
// checks it again with the same rules (turnplate-rules.ts). Messages are catalog keys.
export const shipSchema = z.object({
  id: z.coerce.number({ error: "v.required" }).int().min(1),
  carrier: z
    .string({ error: "v.required" })
    .trim()
    .pipe(
      z
        .string()
        .min(1, "v.required")
        .max(CARRIER_MAX, message("v.tooLong", { max: CARRIER_MAX }))
        .regex(CARRIER_TEXT, "reward.v.carrier"),
    ),
  tracking_no: z
    .string({ error: "v.required" })
    .transform(trackingOf)
    .pipe(
      z
        .string()
        .min(1, "v.required")
        .min(TRACKING_MIN, message("reward.v.trackingLength", { min: TRACKING_MIN, max: TRACKING_MAX }))
        .max(TRACKING_MAX, message("reward.v.trackingLength", { min: TRACKING_MIN, max: TRACKING_MAX }))
        .regex(TRACKING_TEXT, "reward.v.tracking"),
    ),
});

/** the URL parameter that opens a shipped record's correction form in its row: ?correct=<id> */
export const CORRECT_PARAM = "correct";

// Correcting a shipped prize's carrier or tracking number: the same fields, with the version the
// form was opened at.
export const correctSchema = shipSchema.extend({ version: z.coerce.number({ error: "v.required" }).int().min(1) });
