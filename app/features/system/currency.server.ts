import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { requireKey, requireRoute } from "~/lib/auth.server";
import { ALL_SITES, CURRENCY_CODES } from "~/lib/constants";
import { listUrl, redirectWithToast, submitForm } from "~/lib/forms.server";
import { oneOf, readListQuery, shortText } from "~/lib/list-query";
import type { PageData } from "~/ui/ListTable";
import type { LogRow } from "~/ui/LogTable";
import { CURRENCY } from "./keys";
import { currencySchema } from "./schemas";
import { SEPARATOR_TO_API } from "./separators";
import { changeStatus, loadLogs, loadRecord } from "./shared.server";

export interface Currency {
  id: number;
  country_code: string;
  country_name: string;
  site: string;
  currency_code: string;
  symbol: string;
  symbol_position: "before" | "after";
  decimals: number;
  thousands_separator: string;
  decimal_separator: string;
  enabled: boolean;
  version: number;
  updated_by: string;
  updated_at: string;
}

export async function currencyListLoader({ request }: LoaderFunctionArgs) {
  const ctx = await requireRoute(request, CURRENCY.route);
  const url = new URL(request.url);
  const q = readListQuery(url, {
    site: oneOf(ALL_SITES),
    currency: oneOf(CURRENCY_CODES),
    country: shortText,
    enabled: oneOf(["true", "false"]),
  });
  const [list, logs] = await Promise.all([
    ctx.api.get<PageData<Currency>>("config/currencies", { ...q.filters, page: q.page }),
    loadLogs(ctx, url, "currency"),
  ]);
  return { list, filters: q.filters, filtered: q.filtered, logs: logs as PageData<LogRow> | null, keys: ctx.keys };
}

/** Status changes posted from the list. */
export async function currencyListAction({ request }: ActionFunctionArgs) {
  const ctx = await requireKey(request, CURRENCY.route, CURRENCY.key);
  const form = await request.formData();
  const intent = String(form.get("intent"));
  if (intent !== "enable" && intent !== "disable") throw data({ message: "unknown intent" }, { status: 400 });
  return changeStatus(request, ctx, form, "config/currency/change-status", intent);
}

/** /currency-manage-list/new and /currency-manage-list/<id>: the form over the list. */
export async function currencyFormLoader({ request, params }: LoaderFunctionArgs) {
  const ctx = await requireKey(request, CURRENCY.route, CURRENCY.key);
  return { record: params.id ? await loadRecord<Currency>(ctx, "config/currency", params.id) : null };
}

export async function currencyFormAction({ request, params }: ActionFunctionArgs) {
  const ctx = await requireKey(request, CURRENCY.route, CURRENCY.key);
  const form = await request.formData();
  const res = await submitForm(form, currencySchema, async (v) => {
    const body = {
      country_code: v.country_code,
      country_name: v.country_name,
      site: v.site,
      currency_code: v.currency_code,
      symbol: v.symbol,
      symbol_position: v.symbol_position,
      decimals: v.decimals,
      thousands_separator: SEPARATOR_TO_API[v.thousands_separator],
      decimal_separator: v.decimal_separator,
    };
    return params.id
      ? ctx.api.post("config/currency/update", { ...body, id: Number(params.id), version: v.version })
      : ctx.api.post("config/currency/create", body);
  });
  if (!res.ok) return res.failure;
  return redirectWithToast(request, listUrl(request, { fromChild: true }), params.id ? "toast.saved" : "toast.created");
}
