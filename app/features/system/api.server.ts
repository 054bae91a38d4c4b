import type * as z from "zod";
import type { Api, CallOptions } from "~/lib/api.server";
import type { Customer, CustomerDetail, CustomerPage } from "./customers";
import type { RateSetting } from "./RateSettingCard";
import type { rateSettingSchema } from "./schemas";

// The typed client of System's hand-written pieces on the `config/…` module (the base configuration,
// customers, the choices forms offer): one function per endpoint, input and answer declared once.
// The kinds go through the resource shape (kindClient; a COD fee's delete beside its kind, in
// cod-fee.server.ts); the content and geography screens have their own clients (content/, geo/).

type Save = Partial<CallOptions>;
type Query = Record<string, string | number | boolean | undefined>;

export type RateSettingSave = Omit<z.output<typeof rateSettingSchema>, "confirm_base_change"> & { confirm_base_change?: true };

export function systemApi(api: Api) {
  return {
    rateSetting: () => api.get<RateSetting>("config/rate-setting"),
    saveRateSetting: (v: RateSettingSave, o?: Save) => api.post<RateSetting>("config/rate-setting/update", v, o),
    /** the sites, currencies and languages forms choose from */
    filters: () => api.get<unknown>("config/filters"),
    optionTagChoices: () => api.get<unknown>("config/option-tag/choices"),
    customers: (q: Query & { after?: number; before?: number }) => api.get<CustomerPage<Customer>>("config/customers", q),
    customer: (id: string) => api.get<CustomerDetail>(`config/customer/${id}`),
  };
}
