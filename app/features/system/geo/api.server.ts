import type { Api, CallOptions } from "~/lib/api.server";
import type { PageData } from "~/ui/ListTable";
import type { AddressChange, AddressFormat, Line } from "./address";
import type { CountryRow } from "./countries";

// The typed client of System's geography screens (countries and regions, address formats and their
// change requests): one function per endpoint their hand-written loaders and actions call, input and
// answer declared once, instead of `config/…` path strings.

type Save = Partial<CallOptions>;
type Page = { page?: number; page_size?: number };
type Where = { country?: string; site?: string; language?: string };

/** A state or city as the trail above a region list names it. */
export interface Region {
  id: number;
  country_code: string;
  parent_id: number | null;
  level: number;
  name: string;
}

/** An address format's change request as the form sends it. */
export interface AddressRequest {
  country_code: string;
  site: string;
  language: string;
  fields: Line[];
  postal_pattern?: string;
  example?: string;
  remark?: string;
  version?: number;
}

export const ADDRESS_API = "config/country-address";
/** the change log of formats and requests */
export const GEO_LOGS = "config/geo-logs";

export function geoApi(api: Api) {
  return {
    countries: (q: { name?: string } & Page) => api.get<PageData<CountryRow>>("config/countries", q),
    shippings: (q: { country: string } & Page) => api.get<PageData<unknown>>("config/country-shippings", q),
    region: (kind: "state" | "city", id: number) => api.get<Region>(`config/${kind}/${id}`),
    address: {
      /** one format, by id */
      format: { show: (id: number) => api.get<AddressFormat>(`${ADDRESS_API}/format/${id}`) },
      formats: (q: Where & Page) => api.get<PageData<AddressFormat>>(`${ADDRESS_API}/list`, q),
      changes: (q: Where & Page & { status: string }) => api.get<PageData<AddressChange>>(`${ADDRESS_API}/change-list`, q),
      request: (v: AddressRequest, o?: Save) => api.post<AddressChange>(`${ADDRESS_API}/create`, v, o),
      decide: (v: { id: number; status: "pass" | "reject"; check_remark?: string }) =>
        api.post<AddressChange>(`${ADDRESS_API}/change-status`, v),
      cancel: (v: { id: number }) => api.post<AddressChange>(`${ADDRESS_API}/cancel-check`, v),
    },
  };
}
