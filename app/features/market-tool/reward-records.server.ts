import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { orUnavailable } from "~/lib/api.server";
import { requireIntent, requireRoute } from "~/lib/auth.server";
import { keepTypedThroughOutage, listUrl, redirectWithToast, submitForm } from "~/lib/forms.server";
import { ALL_SITES } from "~/lib/constants";
import { idParam, isDate, oneOf, PAGE_SIZES, readListQuery } from "~/lib/list-query";
import { formatUsWest } from "~/lib/time";
import { correctSchema, CORRECT_PARAM, shipSchema } from "./reward-ship-schema";
import { turnplateKind } from "~/domain/kinds/turnplate";
import { kindClient } from "../resource/api.server";
import { marketApi } from "./market-api.server";
import { REWARDS_ROUTE } from "./turnplate";
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
  version: number;
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
    marketApi(ctx.api).rewards.list({ ...filters, after: after ?? undefined, before: before ?? undefined }),
    kindClient(turnplateKind, ctx.api).list({ page_size: 100 }),
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

const nameOf = (r: RewardRow) => `${r.prize_name} (#${r.id})`;

/**
 * intent=ship: marks a product prize shipped (carrier, tracking number), back to the same filtered
 * list with a toast — also when it had been shipped already, naming who did it and when.
 */
const shipAction = keepTypedThroughOutage(shipSchema, async ({ request }: ActionFunctionArgs) => {
  const ctx = await requireIntent(request, REWARDS_ROUTE, ["ship"]);
  const res = await submitForm(ctx.form, shipSchema, (v, save) => marketApi(ctx.api).rewards.ship(v, save));
  if (!res.ok) return res.failure;
  const { applied, reward } = res.value;
  const back = listUrl(request);
  if (applied) return redirectWithToast(request, back, "reward.toast.shipped", "success", { name: nameOf(reward) });
  return redirectWithToast(request, back, "reward.toast.already", "success", {
    name: nameOf(reward),
    values: { by: reward.shipped_by ?? "", at: formatUsWest(reward.shipped_at) },
  });
});

/**
 * intent=correct: a shipped prize's carrier or tracking number put right (the form opened with
 * ?correct=<id>, carrying the version it was opened at); back to the list, form closed, with a toast.
 */
const correctAction = keepTypedThroughOutage(correctSchema, async ({ request }: ActionFunctionArgs) => {
  const ctx = await requireIntent(request, REWARDS_ROUTE, ["correct"]);
  const res = await submitForm(ctx.form, correctSchema, (v, save) => marketApi(ctx.api).rewards.correctShipment(v, save));
  if (!res.ok) return res.failure;
  const { applied, reward } = res.value;
  const back = new URL(listUrl(request), "http://x");
  back.searchParams.delete(CORRECT_PARAM);
  return redirectWithToast(request, back.pathname + back.search, applied ? "reward.toast.corrected" : "reward.toast.unchanged", "success", {
    name: nameOf(reward),
  });
});

/** The row forms of the reward records: marking a product shipped, correcting a shipment. */
export async function rewardRecordsAction(args: ActionFunctionArgs) {
  const form = await args.request.clone().formData();
  return form.get("intent") === "correct" ? correctAction(args) : shipAction(args);
}
