import type { ActionFunctionArgs } from "@remix-run/node";
import { hotWordKind } from "~/domain/kinds/hot-word";
import { requireIntent } from "~/lib/auth.server";
import { listUrl, redirectWithToast } from "~/lib/forms.server";
import { kindClient } from "../resource/api.server";
import { kindRoutes } from "../resource/kind-routes.server";
import { resourceConfigApi } from "./api.server";
import { hotWordScreen } from "./hot-word";
import { postedIntent, postFromList } from "./list-post.server";
import type { OrderData } from "./HotWordOrder";

const routes = kindRoutes(hotWordKind, hotWordScreen, {
  // with one site and one language chosen, the list page also shows their words in order
  extra: async (ctx, page, request) => {
    if (page !== "list") return {};
    const url = new URL(request.url);
    const site = url.searchParams.get("site");
    const language = url.searchParams.get("language");
    if (!site || !language) return { order: null };
    const { list } = await kindClient(hotWordKind, ctx.api).list({ site, language, sort: "position", order: "asc", page_size: 100 });
    const order: OrderData = { site, language, words: list.map((r) => ({ id: r.id, word: r.word, status: String(r.status) })) };
    return { order };
  },
});
export const { listLoader, formLoader, formAction } = routes;

/**
 * The list's posts: the order (batch sort) here, the lifecycle's transitions as every kind's. The
 * positions come typed or arranged; equal ones keep the words' former order.
 */
export async function listAction(args: ActionFunctionArgs) {
  const intent = await postedIntent(args.request);
  if (intent !== "batch_sort") return routes.listAction(args);
  const { request } = args;
  const ctx = await requireIntent(request, hotWordKind.route, ["batch_sort"]);
  const entries = [...ctx.form.entries()].flatMap(([k, v]) => {
    const m = /^position_(\d+)$/.exec(k);
    return m ? [{ id: Number(m[1]), position: String(v).trim() }] : [];
  });
  const count = entries.length;
  if (!count || entries.some((e) => !/^\d+$/.test(e.position) || Number(e.position) < 1 || Number(e.position) > count))
    return redirectWithToast(request, listUrl(request), "hotWord.order.invalid", "error", {
      values: { count: String(Math.max(count, 1)) },
    });
  const ids = entries
    .map((e, i) => ({ ...e, i }))
    .sort((a, b) => Number(a.position) - Number(b.position) || a.i - b.i)
    .map((e) => e.id);
  const body = { site: ctx.form.get("site"), language: ctx.form.get("language"), ids };
  return postFromList(
    request,
    () => resourceConfigApi(ctx.api).sortHotWords(body),
    () => ({ message: "hotWord.order.saved", about: { values: { count: String(count) } } }),
  );
}
