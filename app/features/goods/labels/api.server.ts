import type { Api } from "~/lib/api.server";
import { forwardSheet } from "~/lib/sheet-upload.server";
import type { ImportStatusView } from "~/ui/ExcelImport";
import type { PageData } from "~/ui/ListTable";
import type { KeysetPage, Product } from "../types";
import type { Label } from "./label";

// The typed client of a label's detail page (its products, its events, the label-product log, the
// product sheet import): one function per endpoint, input and answer declared once, instead of path
// strings. The labels' list and form go through the resource shape.

export interface Relation {
  relation_id: number;
  id: number;
  kind: string;
  site: string;
  name: string;
  status: string;
  start_at: string;
  end_at: string;
  created_by: string;
  created_at: string;
}
export type FoundEvent = Omit<Relation, "relation_id" | "created_by" | "created_at">;
export interface ProductLog {
  id: number;
  action: "add" | "remove";
  spus: string[];
  actor_name: string;
  created_at: string;
}

export function labelApi(api: Api) {
  return {
    products: (q: { label_id: number; after?: number; before?: number }) =>
      api.get<KeysetPage<Product> & { label: Label }>("label/getProductByLabelId", q),
    events: (q: { label_id: number }) => api.get<Relation[]>("label/getEventRelateByLabelId", q),
    productLog: (q: { label_id: number; page: number }) => api.get<PageData<ProductLog>>("event/labelProductLogs", q),
    findEvents: (q: { code: string }) => api.get<FoundEvent[]>("event/getEventAndCodeInfo", q),
    importStatus: (q: { id: number; label_id: number }) => api.get<ImportStatusView>("label/import_status", q),
    relateEvents: (v: { label_id: number; event_ids: number[] }) =>
      api.post<{ related: number; already: number }>("label/labelEventCodeRelate", v),
    unrelateEvent: (v: { relation_id: number }) => api.post<{ removed: number }>("label/removeLabelByRelationId", v),
    addProducts: (v: { label_id: number; spus: string[] }) =>
      api.post<{ added: number; already: number; product_count: number }>("label/addProducts", v),
    removeProducts: (v: { label_id: number; product_ids: number[] }) =>
      api.post<{ removed: number; product_count: number }>("label/removeProducts", v),
    /** the filled product sheet as it came: queued, its progress read by importStatus */
    importProducts: (labelId: number, form: FormData) => forwardSheet(api, "event/ExportLabelProduct", form, { label_id: String(labelId) }),
  };
}
