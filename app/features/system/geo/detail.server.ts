import type { LoaderFunctionArgs } from "@remix-run/node";
import { ApiError, orUnavailable } from "~/lib/api.server";
import { requireRoute } from "~/lib/auth.server";
import { isCountryCode } from "~/lib/countries";
import type { PageData } from "~/ui/ListTable";
import { geoApi } from "./api.server";

/** How many of a list there are, or null when this user may not read that list. */
const totalOf = (p: Promise<PageData<unknown>>) =>
  p.then((d) => d.total).catch((e) => (e instanceof ApiError && e.code === 403 ? null : Promise.reject(e)));

/** /system/country-region-detail?country=US: one country and what hangs off it. */
export const detailLoader = orUnavailable(async ({ request }: LoaderFunctionArgs) => {
  const ctx = await requireRoute(request, "country-region-detail");
  const code = new URL(request.url).searchParams.get("country") ?? "";
  if (!isCountryCode(code)) return { code: null, country: null, shipping: null, formats: null, keys: ctx.keys };
  const api = geoApi(ctx.api);
  const [found, shipping, formats] = await Promise.all([
    api.countries({ name: code, page_size: 100 }),
    totalOf(api.shippings({ country: code, page_size: 1 })),
    totalOf(api.address.formats({ country: code, page_size: 1 })),
  ]);
  return { code, country: found.list.find((c) => c.code === code) ?? null, shipping, formats, keys: ctx.keys };
});
