import type { LoaderFunctionArgs } from "@remix-run/node";
import { orUnavailable } from "~/lib/api.server";
import { requireRoute } from "~/lib/auth.server";
import { ALL_SITES } from "~/lib/constants";
import { idParam, isDate, oneOf, PAGE_SIZES, readListQuery } from "~/lib/list-query";
import type { PageData } from "~/ui/ListTable";
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
  };
});
