import type { DecideBlock } from "~/lib/review-block";
import type { ImportStatusView } from "~/ui/ExcelImport";
import type { EventKind } from "./kinds";

// What the events API answers (server/modules/events), as the screens read it.

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

export interface EventRow {
  id: number;
  kind: EventKind;
  site: string;
  currency: string;
  name: string;
  start_at: string;
  end_at: string;
  status: "draft" | "published" | "offline";
  version: number;
  copied_from: number | null;
  created_by: string;
  updated_by: string;
  created_at: string;
  updated_at: string;
  product_count: number;
  pending_revision: number | null;
  /** what the event targets (issue 40 §1) and its status as shoppers see it now */
  event_category: number | null;
  event_category_name: string | null;
  apply_crowds: string[];
  launch_channel: string[];
  promotion_strategy: string;
  sale_status: string;
}

export interface EventFull extends EventRow {
  languages: { language: string; title: string; description: string }[];
  slots: { start_at: string; end_at: string }[];
}

export interface EventProduct {
  id: number;
  sku_code: string;
  product_name: string;
  price: string;
  stock: number;
  up_order: number;
  discount: number;
  special_priority: number;
}

export interface EventDetail extends EventFull {
  /** true when the event has more products than `product_count` (the detail page stops counting there) */
  products: { list: EventProduct[]; page_size: number; next: number | null };
  conflicts: { event_id: number; event_name: string; kind: EventKind; sku_code: string }[];
}

export type Figures = Partial<Record<"price" | "stock" | "discount", string | number>>;
export interface RevisionChange {
  product_id: number;
  sku_code: string;
  product_name: string;
  old: Figures;
  new: Figures;
  live?: Figures | null;
}

export interface RevisionRow {
  id: number;
  event_id: number;
  event_name?: string;
  site?: string;
  status: "pending" | "passed" | "rejected";
  changes?: RevisionChange[];
  sku_count?: number;
  note: string;
  created_by: string;
  reviewed_by: string | null;
  reviewed_at: string | null;
  review_note?: string;
  version?: number;
  created_at: string;
}

export interface RevisionDetail extends RevisionRow {
  changes: RevisionChange[];
  event: EventRow;
  can_review: boolean;
  /** why the viewer may not decide it (they made its figures), or null */
  decide_block: DecideBlock;
}

export interface LogEntry {
  id: number;
  actor_name: string;
  action: string;
  before: unknown;
  after: unknown;
  /** how many SKUs the entry names in all; the page asks the API for the first LOG_SKUS_SHOWN */
  sku_lines: number;
  created_at: string;
}

/** What the price import answered when it refused the sheet: each problem by row, in both languages. */
export interface PriceImportReport {
  message: string;
  rows: { row: number; column: string; message: string; message_zh: string }[];
  total: number;
}

/** A background price import (event/import_status): the shared import status, with what the import kept of its outcome. */
export type PriceImportStatus = ImportStatusView & {
  result:
    | { kind: "done"; event_id: number; updated: number; proposed?: number; revision?: number }
    | { kind: "refused" | "failed"; message: string; message_zh: string }
    | null;
};
