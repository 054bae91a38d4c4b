import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { fromZonedTime } from "date-fns-tz";
import { orUnavailable } from "~/lib/api.server";
import { requireIntent, requireRoute } from "~/lib/auth.server";
import { DISPLAY_TIME_ZONE } from "~/lib/constants";
import { keepTypedThroughOutage, redirectWithToast, submitForm } from "~/lib/forms.server";
import { idParam } from "~/lib/list-query";
import { loadRecord } from "../../resource/records.server";
import { offersApi } from "./api.server";
import { detailUrl, EDIT_ROUTE, offerName } from "./special-offer";
import { offerSchema } from "./special-offer-schema";

/** ?type=create: a new offer; ?id=<id> (type edit): that offer. */
function modeOf(request: Request): { id: number | null } {
  const url = new URL(request.url);
  const id = idParam(url, "id");
  if (url.searchParams.get("type") !== "create" && url.searchParams.has("id") && !id) throw data({ message: "not-found" }, { status: 404 });
  return { id: url.searchParams.get("type") === "create" ? null : id };
}

/** US West wall-clock time typed in the form → the UTC instant the API stores (daylight saving included). */
const utc = (moment: string) => fromZonedTime(moment.replace(" ", "T"), DISPLAY_TIME_ZONE).toISOString();

export const formLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, EDIT_ROUTE);
  const { id } = modeOf(request);
  const record = id ? await loadRecord(offersApi(ctx.api), String(id)) : null;
  return { record, keys: ctx.keys };
});

export const formAction = keepTypedThroughOutage(offerSchema, async ({ request }: ActionFunctionArgs) => {
  const { id } = modeOf(request);
  const ctx = await requireIntent(request, EDIT_ROUTE, id ? ["update"] : ["create"]);
  const res = await submitForm(ctx.form, offerSchema, (v, save) => {
    const body = {
      name: v.name,
      site: v.site,
      currency: v.currency,
      threshold: v.threshold.toFixed(2),
      redeem_limit: v.redeem_limit,
      start_at: utc(v.start_at),
      end_at: utc(v.end_at),
      description: v.description ?? "",
    };
    return id ? offersApi(ctx.api).update(id, { ...body, version: v.version }, save) : offersApi(ctx.api).create(body, save);
  });
  if (!res.ok) return res.failure;
  return redirectWithToast(request, detailUrl(res.value.id), id ? "toast.record.saved" : "toast.record.created", "success", {
    name: offerName(res.value, ctx.t),
  });
});
