import type { LoaderFunctionArgs } from "@remix-run/node";
import { orUnavailable } from "~/lib/api.server";
import { requireRoute } from "~/lib/auth.server";
import { ALL_SITES } from "~/lib/constants";
import { isDate } from "~/lib/list-query";
import { usWestDate } from "~/lib/time";
import { statisticsApi } from "./api.server";
import { loadFigures } from "./figures.server";

export interface Statistics {
  by_status: { kind: string; status: string; count: number }[];
  by_site: { site: string; count: number }[];
  by_day: { day: string; count: number }[];
}

const DAY = 86400000;
const MAX_DAYS = 92;

/** The range in the URL (US West days), or the default: the last 14 days and the next 15. */
function range(url: URL) {
  const today = usWestDate(new Date());
  const from = url.searchParams.get("from") ?? "";
  const to = url.searchParams.get("to") ?? "";
  if (isDate(from) && isDate(to) && to >= from && (Date.parse(to) - Date.parse(from)) / DAY < MAX_DAYS) return { from, to, chosen: true };
  const t = Date.parse(today);
  return { from: new Date(t - 14 * DAY).toISOString().slice(0, 10), to: new Date(t + 15 * DAY).toISOString().slice(0, 10), chosen: false };
}

export const staticsLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, "activity-statics");
  const url = new URL(request.url);
  const { from, to } = range(url);
  const site = url.searchParams.get("site") ?? "";
  const siteOk = (ALL_SITES as readonly string[]).includes(site);
  const chosen = { from, to, site: siteOk ? site : undefined };
  const [stats, figures] = await Promise.all([statisticsApi(ctx.api).statistics(chosen), loadFigures(ctx.api, url, chosen)]);
  return { stats, ...figures, from, to, site: siteOk ? site : "", keys: ctx.keys };
});
