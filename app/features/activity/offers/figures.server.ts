import type { KeysetPageData } from "~/ui/KeysetTable";
import { ApiError, type Api } from "~/lib/api.server";
import { idParam, pageSizeOf } from "~/lib/list-query";
import { statisticsApi } from "./api.server";

// The events dashboard's business figures (issue 41 §11): what the loader asks the API for, from
// the page's URL (the range and site the whole dashboard shares, and the event and keyset cursor).

export interface FigureSums {
  visitors: number;
  orders: number;
  units: number;
  /** per cent with two places; null without visitors */
  conversion: string | null;
}
export interface EventFigures extends FigureSums {
  id: number;
  name: string;
  kind: string;
  site: string;
  currency: string;
  days: number;
  /** in the event's currency, with its decimals */
  sales: string;
}
export interface Figures {
  event: { id: number; name: string; kind: string; site: string; currency: string } | null;
  events: KeysetPageData<EventFigures>;
  by_day: (FigureSums & { day: string })[];
  by_currency: (FigureSums & { currency: string; sales: string })[];
}

/** The figures for the range and site; a chosen event that no longer exists is dropped and said. */
export async function loadFigures(api: Api, url: URL, range: { from: string; to: string; site?: string }) {
  const query = {
    ...range,
    event: idParam(url, "event") ?? undefined,
    after: idParam(url, "after") ?? undefined,
    before: idParam(url, "before") ?? undefined,
    page_size: pageSizeOf(url),
  };
  try {
    return { figures: await statisticsApi(api).figures(query), eventGone: false };
  } catch (e) {
    if (!(e instanceof ApiError) || e.code !== 404 || !query.event) throw e;
    return { figures: await statisticsApi(api).figures({ ...range, page_size: query.page_size }), eventGone: true };
  }
}
