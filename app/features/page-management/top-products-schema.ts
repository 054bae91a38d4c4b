import * as z from "zod";
import { ALL_SITES } from "~/lib/constants";
import { choiceOf, intBetween } from "~/lib/validation";
import { FILL_RULES, SPU_PATTERN, TOP_PINS_MAX, TOP_PINS_MIN } from "./top-products-rules";

// The two forms of the top-products screens, used by conform in the browser and by the actions:
// pinning a product by its SPU code, and a site's settings. Messages are catalog keys.

const id = z.number().int().positive();

export const addPinSchema = z.object({
  category_id: id,
  spu: z.string({ error: "v.required" }).trim().toUpperCase().pipe(z.string().min(1, "v.required").regex(SPU_PATTERN, "topprod.v.spu")),
});

export const settingSchema = z.object({
  site: choiceOf(ALL_SITES as unknown as [string, ...string[]]),
  /** 0: the site's settings were never saved */
  version: z.number().int().min(0),
  max_pins: intBetween(TOP_PINS_MIN, TOP_PINS_MAX),
  fill_rule: choiceOf(FILL_RULES),
});
