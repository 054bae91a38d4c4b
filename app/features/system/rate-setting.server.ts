import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { orUnavailable } from "~/lib/api.server";
import { requireForm, requireIntent, requireRoute } from "~/lib/auth.server";
import { BENCHMARK_SOURCES, CURRENCY_CODES } from "~/lib/constants";
import { keepTypedThroughOutage, listUrl, redirectWithToast, submitForm } from "~/lib/forms.server";
import { isDate, oneOf, readListQuery } from "~/lib/list-query";
import type { PageData } from "~/ui/ListTable";
import { RATE_SETTING } from "./keys";
import { benchmarkName } from "./names";
import { benchmarkSchema, rateSettingSchema } from "./schemas";
import { loadLogs } from "./shared.server";

export interface RateSetting {
  base_currency: string;
  float_percent: number;
  decimals: number;
  auto_sync: boolean;
  sync_hour: number;
  remark: string;
  version: number;
  updated_by: string;
  updated_at: string;
}

export interface BenchmarkRate {
  id: number;
  currency: string;
  rate: string;
  effective_date: string;
  source: string;
  remark: string;
  created_by: string;
  created_at: string;
}

export const rateSettingLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, RATE_SETTING.route);
  const url = new URL(request.url);
  const q = readListQuery(url, {
    currency: oneOf(CURRENCY_CODES),
    source: oneOf(BENCHMARK_SOURCES),
    date_from: isDate,
    date_to: isDate,
  }, { sort: ["currency", "rate", "effective_date"] });
  const [setting, list, logs] = await Promise.all([
    ctx.api.get<RateSetting>("config/rate-setting"),
    ctx.api.get<PageData<BenchmarkRate>>("config/benchmark-rates", { ...q.filters, ...q.paging }),
    loadLogs(ctx, url, { all: "benchmark_rate", setting: "rate_setting" }),
  ]);
  return { setting, list, filters: q.filters, filtered: q.filtered, logs, keys: ctx.keys };
});

/** /system/setting/edit and /system/setting/new: both forms show against the current base configuration. */
export const settingFormLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireForm(request, RATE_SETTING.route);
  return { setting: await ctx.api.get<RateSetting>("config/rate-setting") };
});

/** /system/setting/edit: the base configuration. */
export const rateSettingFormAction = keepTypedThroughOutage(rateSettingSchema, async ({ request }: ActionFunctionArgs) => {
  const ctx = await requireIntent(request, RATE_SETTING.route, ["save"]);
  const res = await submitForm(ctx.form, rateSettingSchema, (v, save) => ctx.api.post("config/rate-setting/update", v, save));
  if (!res.ok) return res.failure;
  return redirectWithToast(request, listUrl(request, { fromChild: true }), "toast.saved");
});

/** /system/setting/new: a new benchmark rate. */
export const benchmarkFormAction = keepTypedThroughOutage(benchmarkSchema, async ({ request }: ActionFunctionArgs) => {
  const ctx = await requireIntent(request, RATE_SETTING.route, ["create"]);
  const res = await submitForm(ctx.form, benchmarkSchema, (v, save) => ctx.api.post("config/benchmark-rate/create", v, save));
  if (!res.ok) return res.failure;
  const created = res.value as BenchmarkRate;
  return redirectWithToast(request, listUrl(request, { fromChild: true }), "toast.record.created", "success", { name: benchmarkName(created) });
});
