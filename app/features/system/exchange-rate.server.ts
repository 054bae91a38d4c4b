import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { requireKey, requireRoute } from "~/lib/auth.server";
import { ALL_SITES, CURRENCY_CODES } from "~/lib/constants";
import { listUrl, redirectWithToast, submitForm } from "~/lib/forms.server";
import { idParam, isDate, oneOf, readListQuery } from "~/lib/list-query";
import { validityPeriod } from "~/lib/time";
import type { PageData } from "~/ui/ListTable";
import type { LogRow } from "~/ui/LogTable";
import { EXCHANGE_RATE } from "./keys";
import { exchangeRateSchema } from "./schemas";
import { changeStatus, loadLogs } from "./shared.server";

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

export async function exchangeRateLoader({ request }: LoaderFunctionArgs) {
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
  const editId = idParam(url, "edit");
  const [list, editing, logs] = await Promise.all([
    ctx.api.get<PageData<ExchangeRate>>("config/exchange-rates", { ...filters, active_at: activeAt, page: q.page }),
    editId ? ctx.api.get<ExchangeRate>(`config/exchange-rate/${editId}`).catch(() => null) : null,
    loadLogs(ctx, url, "exchange_rate"),
  ]);
  return {
    list,
    filters: q.filters,
    filtered: q.filtered,
    editing,
    creating: url.searchParams.get("create") === "1" && ctx.can(EXCHANGE_RATE.key),
    logs: logs as PageData<LogRow> | null,
    keys: ctx.keys,
  };
}

export async function exchangeRateAction({ request }: ActionFunctionArgs) {
  const ctx = await requireKey(request, EXCHANGE_RATE.route, EXCHANGE_RATE.key);
  const form = await request.formData();
  const intent = String(form.get("intent"));
  if (intent === "enable" || intent === "disable") return changeStatus(request, ctx, form, "config/exchange-rate/change-status", intent);
  if (intent !== "create" && intent !== "update") throw data({ message: "unknown intent" }, { status: 400 });
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
      return intent === "create"
        ? ctx.api.post("config/exchange-rate/create", body)
        : ctx.api.post("config/exchange-rate/update", { ...body, id: v.id, version: v.version });
    },
    { fieldMap: { start_at: "start_date", end_at: "end_date" } },
  );
  if (!res.ok) return res.failure;
  return redirectWithToast(request, listUrl(request), intent === "create" ? "toast.created" : "toast.saved");
}
