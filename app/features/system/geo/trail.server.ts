import type { RouteContext } from "~/lib/auth.server";
import { countryName } from "~/lib/countries";
import { getLocale, getT } from "~/lib/i18n.server";
import type { Trail } from "./countries";
import { geoApi } from "./api.server";

const positive = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/**
 * The parents of a drill-down page (from its `?country=`, `?state=` or `?city=`), as breadcrumbs
 * and as the parent a new record goes under. A parent that does not exist, or is of another
 * level, gives no trail: the list then shows that level across every parent.
 */
export async function loadTrail(ctx: RouteContext, request: Request, level: "state" | "city" | "district"): Promise<{ trail: Trail }> {
  const url = new URL(request.url);
  const [locale, { t }] = await Promise.all([getLocale(request), getT(request)]);
  const countries = { label: t("geo.country.list"), href: "/system/country-region-list" };
  const countryCrumb = (code: string, page: boolean) => ({
    label: `${countryName(code, locale)} (${code})`,
    href: page ? undefined : `/system/country-region-state-list?country=${code}`,
  });
  const region = async (kind: "state" | "city", id: number | null, want: number) => {
    if (!id) return null;
    const row = await geoApi(ctx.api)
      .region(kind, id)
      .catch(() => null);
    return row && row.level === want ? row : null;
  };
  if (level === "state") {
    const code = url.searchParams.get("country") ?? "";
    if (!/^[A-Z]{2}$/.test(code)) return { trail: { crumbs: [], parent: null } };
    return { trail: { crumbs: [countries, countryCrumb(code, true)], parent: { country: code, name: countryName(code, locale) } } };
  }
  if (level === "city") {
    const state = await region("state", positive(url.searchParams.get("state")), 1);
    if (!state) return { trail: { crumbs: [], parent: null } };
    return {
      trail: {
        crumbs: [countries, countryCrumb(state.country_code, false), { label: state.name }],
        parent: { id: state.id, name: state.name },
      },
    };
  }
  const city = await region("city", positive(url.searchParams.get("city")), 2);
  const state = city ? await region("state", city.parent_id, 1) : null;
  if (!city || !state) return { trail: { crumbs: [], parent: null } };
  return {
    trail: {
      crumbs: [
        countries,
        countryCrumb(city.country_code, false),
        { label: state.name, href: `/system/country-region-city-list?state=${state.id}` },
        { label: city.name },
      ],
      parent: { id: city.id, name: city.name },
    },
  };
}
