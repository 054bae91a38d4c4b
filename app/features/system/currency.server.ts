import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { requireKey, requireRoute } from "~/lib/auth.server";
import { ALL_SITES, CURRENCY_CODES } from "~/lib/constants";
import { listUrl, redirectWithToast, submitForm } from "~/lib/forms.server";
import { idParam, oneOf, readListQuery, shortText } from "~/lib/list-query";
import type { PageData } from "~/ui/ListTable";
import type { LogRow } from "~/ui/LogTable";
import { CURRENCY } from "./keys";
import { currencySchema, SEPARATOR_TO_API } from "./schemas";
import { changeStatus, loadLogs } from "./shared.server";

const ROUTE = CURRENCY.route;
const KEY = CURRENCY.key;

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

export async function currencyLoader({ request }: LoaderFunctionArgs) {
  const ctx = await requireRoute(request, ROUTE);
  const url = new URL(request.url);
  const q = readListQuery(url, {
    site: oneOf(ALL_SITES),
    currency: oneOf(CURRENCY_CODES),
    country: shortText,
    enabled: oneOf(["true", "false"]),
  });
  const editId = idParam(url, "edit");
  const [list, editing, logs] = await Promise.all([
    ctx.api.get<PageData<Currency>>("config/currencies", { ...q.filters, page: q.page }),
    editId ? ctx.api.get<Currency>(`config/currency/${editId}`).catch(() => null) : null,
    loadLogs(ctx, url, "currency"),
  ]);
  return {
    list,
    filters: q.filters,
    filtered: q.filtered,
    editing,
    creating: url.searchParams.get("create") === "1" && ctx.can(KEY),
    logs: logs as PageData<LogRow> | null,
    keys: ctx.keys,
  };
}

export async function currencyAction({ request }: ActionFunctionArgs) {
  const ctx = await requireKey(request, ROUTE, KEY);
  const form = await request.formData();
  const intent = String(form.get("intent"));
  if (intent === "enable" || intent === "disable") return changeStatus(request, ctx, form, "config/currency/change-status", intent);
  if (intent !== "create" && intent !== "update") throw data({ message: "unknown intent" }, { status: 400 });
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
    return intent === "create"
      ? ctx.api.post("config/currency/create", body)
      : ctx.api.post("config/currency/update", { ...body, id: v.id, version: v.version });
  });
  if (!res.ok) return res.failure;
  return redirectWithToast(request, listUrl(request), intent === "create" ? "toast.created" : "toast.saved");
}
