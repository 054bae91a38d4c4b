import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { orUnavailable } from "~/lib/api.server";
import { requireForm, requireIntent } from "~/lib/auth.server";
import { keepTypedThroughOutage, listUrl, redirectWithToast, submitForm } from "~/lib/forms.server";
import { RATE_SETTING } from "./keys";
import { systemApi } from "./api.server";
import { rateSettingSchema } from "./schemas";

// The base configuration is one record, not a list: its edit form is written by hand.

/** /system/setting/edit */
export const settingFormLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireForm(request, RATE_SETTING.route);
  return { setting: await systemApi(ctx.api).rateSetting() };
});

export const rateSettingFormAction = keepTypedThroughOutage(rateSettingSchema, async ({ request }: ActionFunctionArgs) => {
  const ctx = await requireIntent(request, RATE_SETTING.route, ["save"]);
  const res = await submitForm(ctx.form, rateSettingSchema, ({ confirm_base_change, ...v }, save) =>
    systemApi(ctx.api).saveRateSetting({ ...v, confirm_base_change: confirm_base_change === "yes" || undefined }, save),
  );
  if (!res.ok) return res.failure;
  return redirectWithToast(request, listUrl(request, { fromChild: true }), "toast.saved");
});
