import type { Api, CallOptions } from "~/lib/api.server";
import type { PageData } from "~/ui/ListTable";
import type { LogRow } from "~/ui/LogTable";
import type { Figures } from "./figures.server";
import type { OfferProduct, SpecialOffer } from "./special-offer";
import type { Statistics } from "./statics.server";

// The typed clients of the special offers (`special_offer/…`) and of the events dashboard
// (`activity/statistics…`): one function per endpoint, input and answer declared once.

type Save = Partial<CallOptions>;
type Query = Record<string, string | number | boolean | undefined>;

/** the offer's fields as the form sends them */
export type OfferBody = Pick<
  SpecialOffer,
  "name" | "site" | "currency" | "threshold" | "redeem_limit" | "start_at" | "end_at" | "description"
>;
type Counted = { deleted?: number; updated?: number };

export function offersApi(api: Api) {
  return {
    list: (q: Query) => api.get<PageData<SpecialOffer>>("special_offer/index", q),
    show: (id: number) => api.get<SpecialOffer>(`special_offer/show/${id}`),
    create: (v: OfferBody, o?: Save) => api.post<SpecialOffer>("special_offer/create", v, o),
    update: (id: number, v: OfferBody & { version?: number }, o?: Save) => api.post<SpecialOffer>(`special_offer/edit/${id}`, v, o),
    transition: (id: number, intent: "online" | "offline") => api.post<SpecialOffer>(`special_offer/${intent}/${id}`, {}),
    log: (id: number, q: { page: number; page_size: number }) => api.get<PageData<LogRow>>(`special_offer/log/${id}`, q),
    categories: (q: { event_id: number }) => api.get<{ list: { category: string; products: number }[] }>("special_offer/categories", q),
    products: {
      list: (q: Query & { event_id: number }) => api.get<PageData<OfferProduct>>("special_offer/products/list", q),
      /** the filled sheet (`event_id`, `file`); no time-out (spec section 9) */
      importSheet: (body: FormData) =>
        api.post<{ imported: number; added: number; updated: number }>("special_offer/products/excel_import_products", body, {
          timeoutMs: 0,
        }),
      update: (v: Record<string, unknown> & { event_id: number; id: number; version: number; redeem_price: string }) =>
        api.post<unknown>("special_offer/products/update", v),
      remove: (v: { event_id: number; ids: number[] }) => api.post<Counted>("special_offer/products/delete", v),
      removeAll: (v: { event_id: number }) => api.post<Counted>("special_offer/products/delete_all", v),
      applyDiscount: (v: { event_id: number; discount: number; ids?: number[] }) =>
        api.post<Counted>("special_offer/products/apply_discount", v),
    },
  };
}

export function statisticsApi(api: Api) {
  return {
    /** the events by status, site and day over a range */
    statistics: (q: { from: string; to: string; site?: string }) => api.get<Statistics>("activity/statistics", q),
    /** the business figures: the range's, one event's, a keyset page of events */
    figures: (q: { from: string; to: string; site?: string; event?: number; after?: number; before?: number; page_size: number }) =>
      api.get<Figures>("activity/statistics/figures", q),
  };
}
