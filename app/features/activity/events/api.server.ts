import type { Api, CallOptions } from "~/lib/api.server";
import type { EditData } from "./edit";
import type { EventKind } from "./kinds";
import type { EventDetail, EventFull, EventRow, LogEntry, Paged, PriceImportStatus, RevisionDetail, RevisionRow } from "./types";

// The typed client of the daily-special and flash-sale screens on the API's `event/…` and
// `event_revisions/…` modules: one function per endpoint, input and answer declared once. Writes of
// many products have a minute; a price sheet has no time-out (spec section 9).

type Save = Partial<CallOptions>;
type Query = Record<string, string | number | boolean | undefined>;
type Body = Record<string, unknown>;
type Versioned = { event_id: number | null; version: number };
const LONG = { timeoutMs: 60_000 };

/** The one-figure adjustments of an event's products, by endpoint. */
export type AdjustPath =
  "adjustProductSkuPrice" | "adjustEventStock" | "adjustEventUpOrder" | "batchUpdateEventProductsDiscount" | "updateSpecialPriority";

export interface PriceImportDone {
  updated: number;
  unchanged?: number;
  revision?: number;
  proposed?: number;
  import_id?: number;
}

export function eventsApi(api: Api) {
  return {
    list: (q: Query & { kind: EventKind }) => api.get<Paged<EventRow>>("event/getDsEventList", q),
    /** the choices the form offers (categories, crowds, channels…) */
    options: () => api.get<EditData["options"]>("event/getEventEnum"),
    event: (id: number) => api.get<EventFull>(`event/getUpdateEventByEventId/${id}`),
    /** the event with one page of its products (`after` a cursor, `sku` a search) */
    detail: (id: number, q: { after?: number; sku?: string; page_size: number }) => api.get<EventDetail>(`event/getEventDetail/${id}`, q),
    log: (id: number, q: { page: number; page_size: number; skus: number }) => api.get<Paged<LogEntry>>(`event/getEventDetailLog/${id}`, q),
    create: (v: Body & { kind: EventKind }, o?: Save) => api.post<EventFull>("event/createDsEvent", v, { ...o, ...LONG }),
    update: (v: Body & { id?: number; version?: number }, o?: Save) => api.post<EventFull>("event/updateDsEvent", v, { ...o, ...LONG }),
    copy: (v: { id: number }) => api.post<EventFull>("event/copyEvent", v),
    /** publish or take offline */
    changeStatus: (v: { id: number; status: string }) => api.post<EventFull>("event/changeEventStatus", v),
    addProducts: (v: Versioned & { products: { sku_code: string; price: string; stock: number }[] }) =>
      api.post<{ event_id: number }>("event/batchSaveFromPool", v, LONG),
    adjust: (path: AdjustPath, v: Versioned & Body) => api.post<{ version: number }>(`event/${path}`, v),
    /** the price sheet as it came (`version`, `background`, `file`) */
    importPrices: (eventId: number | null, body: FormData) =>
      api.post<PriceImportDone>(`event/importBatchUpdatePrice/${eventId}`, body, { timeoutMs: 0 }),
    importStatus: (q: { id: number; kind: EventKind; event_id: number }) => api.get<PriceImportStatus>("event/import_status", q),
    translate: (v: { id: number | null; version: number; from: string; to: string[]; overwrite: boolean }) =>
      api.post<{ written: string[] }>("event/translateEvent", v),
    removeProducts: (v: { event_id: number | null; version: number; product_ids: number[] }) =>
      api.post<{ event_id: number }>("event/batchRemoveEventProduct", v),
    revisions: {
      list: (q: Query & { kind: EventKind }) => api.get<Paged<RevisionRow>>("event_revisions/getDsRevisions", q),
      one: (id: number) => api.get<RevisionDetail>(`event_revisions/getRevisionsDetail/${id}`),
      /** the revision of an event waiting for review, if any */
      pending: (eventId: number) => api.get<{ pending: RevisionRow | null }>(`event_revisions/getUpdateRevisionEventById/${eventId}`),
      save: (v: { event_id: number; id?: number; version?: number; note: string; changes: Body[] }, o?: Save) =>
        api.post<RevisionRow>("event_revisions/updateRevision", v, { ...o, ...LONG }),
      /** pass or reject */
      review: (v: { id: number; status: string; reason: string; version: number }) =>
        api.post<RevisionRow>("event_revisions/changeEventStatus", v, LONG),
    },
  };
}
