import * as z from "zod";
import { ALL_SITES } from "../../../app/lib/constants";
import { isoDateTime } from "../../http/list";

/**
 * An amount of money as an exact decimal with at most two places, in (0, max]. Sent as text (a JSON
 * number could already have been rounded on its way) and stored as numeric, never as a float.
 */
export const money = (max: number) =>
  z
    .string({ error: 'must be an amount written as text, e.g. "49.00"' })
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, "must be an amount with at most 2 decimal places")
    .refine((v) => Number(v) > 0 && Number(v) <= max, `must be between 0.01 and ${max}`);

export const wholeBetween = (min: number, max: number) =>
  z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`);

export const site = z.enum(ALL_SITES as [string, ...string[]], { error: `must be one of ${ALL_SITES.join(", ")}` });
export const currency = z.string().regex(/^[A-Z]{3}$/, "must be a three-letter currency code");

/** A period whose end comes after its start (both instants with their offset). */
export const periodFields = { start_at: isoDateTime, end_at: isoDateTime };
export const endAfterStart = <S extends z.ZodType<{ start_at: string; end_at: string }>>(schema: S) =>
  schema.refine((v) => Date.parse(v.end_at) > Date.parse(v.start_at), { message: "must be after the start", path: ["end_at"] });
