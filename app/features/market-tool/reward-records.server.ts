import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ApiError, orUnavailable } from "~/lib/api.server";
import { requireIntent, requireRoute } from "~/lib/auth.server";
import { redirectWithToast } from "~/lib/forms.server";
import { ALL_SITES } from "~/lib/constants";
import { idParam, isDate, oneOf, PAGE_SIZES, readListQuery } from "~/lib/list-query";
import { formatUsWest } from "~/lib/time";
import type { PageData } from "~/ui/ListTable";
import { shipSchema } from "./reward-ship-schema";
import { REWARDS_ROUTE, type Turnplate } from "./turnplate";
import { PRIZE_KINDS, PRIZE_STATES, type PrizeState } from "./turnplate-rules";

export interface RewardRow {
  id: number;
  turnplate_id: number;
  turnplate_name: string;
  site: string;
  customer_id: number;
  customer_email: string;
  prize_slot: number;
  prize_name: string;
  prize_kind: string;
  prize_value: string;
  prize_state: PrizeState;
  drawn_at: string;
  /** set once the product prize is marked shipped */
  shipped_carrier: string | null;
  shipped_tracking_no: string | null;
  shipped_by: string | null;
  shipped_at: string | null;
}
export interface RewardPage {
  list: RewardRow[];
  page_size: number;
  next: number | null;
  prev: number | null;
}

const customer = (v: string) => v.length <= 254;
const positive = (v: string) => /^\d{1,9}$/.test(v) && Number(v) > 0;

/** Reward records: filters in the URL, keyset pages (`after` / `before`), the lotteries to filter by. */
export const rewardRecordsLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, REWARDS_ROUTE);
  const url = new URL(request.url);
  const { filters } = readListQuery(url, {
    turnplate_id: positive,
    site: oneOf(ALL_SITES),
    customer,
    prize_kind: oneOf(PRIZE_KINDS),
    prize_state: oneOf(PRIZE_STATES),
    date_from: isDate,
    date_to: isDate,
    page_size: oneOf(PAGE_SIZES.map(String)),
  });
  if (filters.date_from && filters.date_to && filters.date_to < filters.date_from) filters.date_to = filters.date_from;
  const after = idParam(url, "after");
  const before = after ? null : idParam(url, "before");
  const [page, wheels] = await Promise.all([
    ctx.api.get<RewardPage>("market/turnplate/rewards", { ...filters, after: after ?? undefined, before: before ?? undefined }),
    ctx.api.get<PageData<Turnplate>>("market/turnplate/list", { page_size: 100 }),
  ]);
  return {
    page,
    wheels: wheels.list.map((w) => ({ id: w.id, name: w.name, site: w.site })),
    filters,
    filtered: Object.keys(filters).some((k) => k !== "page_size"),
    atStart: !after && !before,
    // the row actions the user may take (useKeys): "Mark shipped"
    keys: ctx.keys,
  };
});

/** What a refused "Mark shipped" answers: the row it was for, its field errors, the API's refusal. */
export interface ShipFailure {
  id: number | null;
  /** what was typed, shown again in the row's form */
  values: { carrier: string; tracking_no: string };
  fieldErrors: Record<string, string[]>;
  error: string | null;
}

/**
 * intent=ship: marks a product prize shipped (carrier, tracking number), back to the same filtered
 * list with a toast — also when it had been shipped already, naming who did it and when.
 */
export async function rewardRecordsAction({ request }: ActionFunctionArgs) {
  const ctx = await requireIntent(request, REWARDS_ROUTE, ["ship"]);
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const posted = Number(ctx.form.get("id"));
  const id = Number.isInteger(posted) && posted > 0 ? posted : null;
  const typed = (k: string) => String(ctx.form.get(k) ?? "").slice(0, 200);
  const values = { carrier: typed("carrier"), tracking_no: typed("tracking_no") };
  const submission = parseWithZod(ctx.form, { schema: shipSchema });
  if (submission.status !== "success") {
    const fieldErrors = (submission.reply().error ?? {}) as Record<string, string[]>;
    return data<ShipFailure>({ id, values, fieldErrors, error: null }, { status: 422 });
  }
  try {
    const res = await ctx.api.post<{ applied: boolean; reward: RewardRow }>("market/turnplate/rewards/ship", submission.value);
    const name = `${res.reward.prize_name} (#${res.reward.id})`;
    if (!res.applied) {
      return redirectWithToast(request, back, "reward.toast.already", "success", { name, values: { by: res.reward.shipped_by ?? "", at: formatUsWest(res.reward.shipped_at) } });
    }
    return redirectWithToast(request, back, "reward.toast.shipped", "success", { name });
  } catch (err) {
    if (!(err instanceof ApiError) || err.code === 401) throw err;
    // refused (another state now, no key, gone): said above the list, nothing changed
    return data<ShipFailure>({ id, values, fieldErrors: err.fieldErrors, error: err.code === 403 ? "error.forbidden" : err.message }, { status: err.code === 409 || err.code === 403 || err.code === 404 ? err.code : 422 });
  }
}
