import { EVENT_PRICE_MAX } from "../../../domain/event-price";
import { lifecycle } from "../../../lib/lifecycle";

// Daily specials and flash sales share one shape: an event per site with language versions,
// products per SKU, a status, and revisions once published. Each kind is this short definition of
// what differs (its routes, keys, and whether it has time slots). Pure data: browser, console
// server and API import it alike.

export const EVENT_KINDS = ["daily_special", "flash_sale"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export interface KindDef {
  kind: EventKind;
  /** the list route, whose name is also the read permission */
  list: string;
  edit: string;
  detail: string;
  /** the revision list route (flash sales show theirs on the detail page) */
  revisions?: string;
  /** the function-permission key of every change */
  key: string;
  /** the key that passes or rejects a revision */
  reviewKey: string;
  /** flash sales run in time slots inside their period */
  slots: boolean;
  /** catalog keys of the kind's own wording */
  text: { list: string; create: string; revisionDetail: string; empty: string };
}

export const KINDS: Record<EventKind, KindDef> = {
  daily_special: {
    kind: "daily_special",
    list: "daily-specials",
    edit: "daily-specials-edit",
    detail: "daily-specials-detail",
    revisions: "daily-specials-revisions",
    key: "daily-specials-all-right-btns",
    reviewKey: "daily-specials-review",
    slots: false,
    text: {
      list: "event.ds.list",
      create: "event.ds.createTitle",
      revisionDetail: "event.ds.revisionDetailTitle",
      empty: "event.ds.empty",
    },
  },
  flash_sale: {
    kind: "flash_sale",
    list: "flash-sale",
    edit: "flash-sale-edit",
    detail: "flash-sale-detail",
    key: "flash-sale-all-right-btns",
    reviewKey: "flash-sale-review",
    slots: true,
    text: {
      list: "event.fs.list",
      create: "event.fs.createTitle",
      revisionDetail: "event.fs.revisionDetailTitle",
      empty: "event.fs.empty",
    },
  },
};

/** An event's status: drafts are edited directly; a published event only through a revision. */
export const EVENT_STATUS = lifecycle({
  field: "status",
  states: {
    draft: { value: "draft", label: "event.status.draft", tone: "info" },
    published: { value: "published", label: "event.status.published", tone: "success" },
    offline: { value: "offline", label: "event.status.offline" },
  },
  transitions: {
    publish: { from: ["draft"], to: "published", label: "event.publish", done: "event.toast.published", tone: "success" },
    offline: { from: ["published"], to: "offline", label: "event.offline", done: "event.toast.offline", tone: "critical" },
  },
});
export type EventStatus = keyof typeof EVENT_STATUS.states;
export const EVENT_STATUSES = Object.keys(EVENT_STATUS.states) as EventStatus[];

/** A revision waits for an approver, who passes (its figures go live) or rejects it. */
export const REVISION_STATUS = lifecycle({
  field: "status",
  states: {
    pending: { value: "pending", label: "event.rev.status.pending", tone: "attention" },
    passed: { value: "passed", label: "event.rev.status.passed", tone: "success" },
    rejected: { value: "rejected", label: "event.rev.status.rejected", tone: "critical" },
  },
  transitions: {
    // a revision is created straight into review: nothing moves into "pending" later
    submit: { from: [], to: "pending", label: "event.rev.submit", done: "event.toast.revised" },
    pass: { from: ["pending"], to: "passed", label: "event.rev.pass", done: "event.rev.toast.passed", tone: "success" },
    reject: { from: ["pending"], to: "rejected", label: "event.rev.reject", done: "event.rev.toast.rejected", tone: "critical" },
  },
});
export const REVISION_STATUSES = Object.keys(REVISION_STATUS.states) as (keyof typeof REVISION_STATUS.states)[];

/** The per-SKU figures a revision may change, shown old → new on the review page. */
export const REVISED_FIELDS = ["price", "stock", "discount"] as const;
export type RevisedField = (typeof REVISED_FIELDS)[number];

/** Limits of a product on sale (the database holds the same as CHECK constraints). */
export const PRODUCT_LIMITS = {
  price: { max: EVENT_PRICE_MAX },
  stock: { min: 1, max: 1_000_000 },
  up_order: { min: 0, max: 9999 },
  discount: { min: 0, max: 90 },
  special_priority: { min: 0, max: 999 },
} as const;

/** The product figures adjusted one field at a time from the detail page, by spec endpoint. */
export const ADJUSTMENTS = {
  price: "adjustProductSkuPrice",
  stock: "adjustEventStock",
  up_order: "adjustEventUpOrder",
  discount: "batchUpdateEventProductsDiscount",
  special_priority: "updateSpecialPriority",
} as const;
export type AdjustField = keyof typeof ADJUSTMENTS;

export const kindOfRoute = (route: string): KindDef | undefined =>
  Object.values(KINDS).find((k) => [k.list, k.edit, k.detail, k.revisions].includes(route));

/** What the event's change log records (audit actions), each with its catalog label `event.log.<action>`. */
export const EVENT_LOG_ACTIONS = [
  "create",
  "update",
  "update_languages",
  "translate",
  "publish",
  "offline",
  "copy",
  "add_products",
  "remove_products",
  "import_prices",
  ...Object.keys(ADJUSTMENTS).map((f) => `adjust_${f}`),
  "revision_submit",
  "revision_update",
  "revision_pass",
  "revision_reject",
] as const;
