// Market tasks, newcomer coupon packages and shopping-cart settings: the limits and lifecycles both
// halves share (the console's forms, the API's zod, the migration's CHECKs). Pure data and functions.
import { ENABLE_DISABLE } from "../../lib/lifecycle";

/** what starts a task's sending: a customer event, or one moment for the whole audience */
export const TASK_TRIGGERS = ["signup", "first_order", "birthday", "cart_abandoned", "scheduled"] as const;
/** who may receive it */
export const TASK_AUDIENCES = ["all", "new_customers", "members", "inactive_90d"] as const;
/** what is sent */
export const TASK_REWARDS = ["coupon", "voucher", "points", "message"] as const;
/** what happened to one sending */
export const SEND_RESULTS = ["sent", "failed", "skipped"] as const;
export type TaskReward = (typeof TASK_REWARDS)[number];

export const TASK_NAME_MAX = 100;
export const TASK_REMARK_MAX = 500;
/** hours after the event before sending (0: at once), up to 30 days */
export const TASK_DELAY_MAX = 720;
export const POINTS_MAX = 100_000;
export const MESSAGE_MAX = 200;
/** Whether a task's value fits what it sends: the id of a voucher or coupon (a discount) of its site, picked
 * from a list (which site's is the API's check), a number of points, or the message text. */
export function rewardValueOk(kind: TaskReward, value: string): boolean {
  if (kind === "points") return /^\d{1,6}$/.test(value) && Number(value) >= 1 && Number(value) <= POINTS_MAX;
  if (kind === "message") return value.trim().length >= 1 && value.length <= MESSAGE_MAX;
  return /^[1-9]\d{0,8}$/.test(value);
}

/** enabled ⇄ disabled (spec section 4 "Market tasks: toggle status") */
export const TASK_LIFECYCLE = ENABLE_DISABLE;

// Newcomer coupon packages (coupons-for-newcomers): the vouchers (1–10, of its site) a new customer of a site receives.
export const PACKAGE_NAME_MAX = 100;
export const PACKAGE_CODES_MIN = 1;
export const PACKAGE_CODES_MAX = 10;
/** days the vouchers stay valid after sign-up */
export const VALID_DAYS_MAX = 365;
/** packages a site may hand out in total (null: no limit) */
export const QUOTA_MAX = 1_000_000;
/** hours after sign-up during which the package can still be claimed */
export const CLAIM_HOURS_MAX = 720;

// Shopping-cart settings (shopping-cart-manager): one row per site.
export const CART_ITEMS_MIN = 1;
export const CART_ITEMS_MAX = 200;
/** minutes the cart holds stock for a customer (0: not reserved) */
export const RESERVE_MINUTES_MAX = 1440;
/** the free-shipping reminder threshold in the site's currency, minor units */
export const THRESHOLD_MINOR_MAX = 100_000_000;
