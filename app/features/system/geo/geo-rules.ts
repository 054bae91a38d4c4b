// Rules of the System › countries, shipping, addresses and languages screens that the console and
// the API both apply. Pure data: imported by the browser bundle, the Remix server and the API.
import { lifecycle } from "../../../lib/lifecycle";

/** The lines an address can have; a format picks some of them, in its order, each required or not. */
export const ADDRESS_FIELDS = [
  "first_name",
  "last_name",
  "company",
  "address1",
  "address2",
  "district",
  "city",
  "state",
  "postal_code",
  "phone",
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** How parcels travel to a country (country mode). */
export const SHIPPING_CHANNELS = ["standard", "express", "economy", "pickup"] as const;

/** Delivery days, sort positions and amounts: the CHECK constraints of migration 300 say the same. */
export const DELIVERY_DAYS_MAX = 90;
export const GEO_SORT_MAX = 9999;
export const MONEY_MAX = 1_000_000;
export const NAME_MAX = 100;
export const PATTERN_MAX = 200;
export const EXAMPLE_MAX = 500;
export const REMARK_MAX = 500;

/** State (1), city (2), district (3): the drill-down levels under a country. */
export const REGION_LEVELS = { state: 1, city: 2, district: 3 } as const;
export type RegionLevel = keyof typeof REGION_LEVELS;

/**
 * An address-format change is a request a second person checks. Declared once: the API applies it,
 * the console offers only what a request's state allows. Cancelling is the requester's, pass and
 * reject are a checker's who is not the requester (enforced by the API).
 */
export const ADDRESS_CHANGE = lifecycle({
  field: "status",
  states: {
    pending: { value: "pending", label: "geo.change.pending", tone: "attention" },
    passed: { value: "passed", label: "geo.change.passed", tone: "success" },
    rejected: { value: "rejected", label: "geo.change.rejected", tone: "critical" },
    cancelled: { value: "cancelled", label: "geo.change.cancelled" },
  },
  transitions: {
    pass: { from: ["pending"], to: "passed", label: "geo.change.pass", done: "geo.change.passDone", tone: "success" },
    reject: { from: ["pending"], to: "rejected", label: "geo.change.reject", done: "geo.change.rejectDone", tone: "critical" },
    cancel: { from: ["pending"], to: "cancelled", label: "geo.change.cancel", done: "geo.change.cancelDone", tone: "critical" },
  },
});
