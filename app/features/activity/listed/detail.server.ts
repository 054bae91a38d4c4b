import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { orUnavailable } from "~/lib/api.server";
import { requireIntent, requireRoute } from "~/lib/auth.server";
import type { T } from "~/lib/i18n";
import { confirmFirst, loadConfirmation } from "~/lib/confirm.server";
import { idParam, readLogQuery } from "~/lib/list-query";
import { queryNumber } from "~/lib/query";
import { logApi } from "~/lib/record-api.server";
import { changeStatus, loadRecord } from "../../resource/records.server";
import { ONLINE_OFFLINE } from "../offers/special-offer-rules";
import { listedApi } from "./api.server";
import { toastOutage } from "../offers/special-offer-list.server";

// The detail page of an activity record that lists its products in order and goes online / offline
// (rankings, exclusive offers): `?id=<id>`, the record, one page of its change log, a transition to
// confirm; online / offline posted from the page (offline asked first, naming the record).

export interface ListedServer {
  route: string;
  /** the API's record path (`<one>/<id>`, `<one>/change-status`) and its log endpoint and entity */
  one: string;
  logPath: string;
  entity: string;
  name: (record: never, c: { t: T }) => string;
}

export function listedDetailRoutes<R>(s: ListedServer) {
  const detailLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
    const ctx = await requireRoute(request, s.route);
    const url = new URL(request.url);
    const id = idParam(url, "id");
    if (!id) return { record: null, keys: ctx.keys };
    const records = listedApi<R>(ctx.api, s);
    const record = await loadRecord(records, String(id));
    const [logs, confirm] = await Promise.all([
      logApi(ctx.api, s.logPath).page({
        entity: s.entity,
        entity_id: id,
        page: queryNumber(url.searchParams.get("logs_page"), 1),
        page_size: 10,
        ...readLogQuery(url),
      }),
      loadConfirmation(ctx, url, { records, name: (r) => s.name(r as never, ctx) }),
    ]);
    return { record, logs, confirm, keys: ctx.keys };
  });

  const detailAction = ({ request }: ActionFunctionArgs) =>
    toastOutage(request, async () => {
      const ctx = await requireIntent(request, s.route, ["online", "offline"]);
      const ask = confirmFirst(request, ctx.form, ctx.intent);
      if (ask) return ask;
      const intent = ctx.intent as "online" | "offline";
      const name = (r: never) => s.name(r, ctx);
      const move = (id: number) => listedApi(ctx.api, s).transition(id, intent);
      return changeStatus(request, ctx.form, move, ONLINE_OFFLINE.transitions[intent].done, name);
    });

  return { detailLoader, detailAction };
}
