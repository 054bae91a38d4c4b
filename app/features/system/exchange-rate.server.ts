import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { requireKey, requireRoute } from "~/lib/auth.server";
import { ALL_SITES, CURRENCY_CODES } from "~/lib/constants";
import { listUrl, redirectWithToast, submitForm } from "~/lib/forms.server";
import { isDate, oneOf, readListQuery } from "~/lib/list-query";
import { validityPeriod } from "~/lib/time.server";
import type { PageData } from "~/ui/ListTable";
import type { LogRow } from "~/ui/LogTable";
import { EXCHANGE_RATE } from "./keys";
import { exchangeRateSchema } from "./schemas";
import { changeStatus, loadLogs, loadRecord } from "./shared.server";

export interface ExchangeRate {
  id: number;
  site: string;
  currency: string;
  rate: string;
  float_percent: number;
  start_at: string;
  end_at: string;
  enabled: boolean;
  remark: string;
  version: number;
  updated_by: string;
  updated_at: string;
}

export async function exchangeRateListLoader({ request }: LoaderFunctionArgs) {
  const ctx = await requireRoute(request, EXCHANGE_RATE.route);
  const url = new URL(request.url);
  const q = readListQuery(url, {
    site: oneOf(ALL_SITES),
    currency: oneOf(CURRENCY_CODES),
    enabled: oneOf(["true", "false"]),
    active_on: isDate,
  });
  const { active_on, ...filters } = q.filters;
  // "active on" a US West calendar day: in force at any moment of that day is approximated by noon
  const activeAt = active_on ? new Date(Date.parse(validityPeriod(active_on, active_on).start_at) + 12 * 3600_000).toISOString() : undefined;
  const [list, logs] = await Promise.all([
    ctx.api.get<PageData<ExchangeRate>>("config/exchange-rates", { ...filters, active_at: activeAt, page: q.page }),
    loadLogs(ctx, url, "exchange_rate"),
  ]);
  return { list, filters: q.filters, filtered: q.filtered, logs: logs as PageData<LogRow> | null, keys: ctx.keys };
}

/** Status changes posted from the list. */
export async function exchangeRateListAction({ request }: ActionFunctionArgs) {
  const ctx = await requireKey(request, EXCHANGE_RATE.route, EXCHANGE_RATE.key);
  const form = await request.formData();
  const intent = String(form.get("intent"));
  if (intent !== "enable" && intent !== "disable") throw data({ message: "unknown intent" }, { status: 400 });
  return changeStatus(request, ctx, form, "config/exchange-rate/change-status", intent);
}

/** /exchange-rate-list/new and /exchange-rate-list/<id>: the form over the list. */
export async function exchangeRateFormLoader({ request, params }: LoaderFunctionArgs) {
  const ctx = await requireKey(request, EXCHANGE_RATE.route, EXCHANGE_RATE.key);
  return { record: params.id ? await loadRecord<ExchangeRate>(ctx, "config/exchange-rate", params.id) : null };
}

export async function exchangeRateFormAction({ request, params }: ActionFunctionArgs) {
  const ctx = await requireKey(request, EXCHANGE_RATE.route, EXCHANGE_RATE.key);
  const form = await request.formData();
  const res = await submitForm(
    form,
    exchangeRateSchema,
    async (v) => {
      const body = {
        site: v.site,
        currency: v.currency,
        rate: v.rate,
        float_percent: v.float_percent,
        ...validityPeriod(v.start_date, v.end_date),
        remark: v.remark,
      };
      return params.id
        ? ctx.api.post("config/exchange-rate/update", { ...body, id: Number(params.id), version: v.version })
        : ctx.api.post("config/exchange-rate/create", body);
    },
    { fieldMap: { start_at: "start_date", end_at: "end_date" } },
  );
  if (!res.ok) return res.failure;
  return redirectWithToast(request, listUrl(request, { fromChild: true }), params.id ? "toast.saved" : "toast.created");
}
