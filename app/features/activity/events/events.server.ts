import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { fromZonedTime } from "date-fns-tz";
import { ApiError, orUnavailable } from "~/lib/api.server";
import { requireForm, requireIntent, requireRoute, type RouteContext } from "~/lib/auth.server";
import { EVENT_CROWDS, LAUNCH_CHANNELS, PROMOTION_STRATEGIES } from "~/domain/event-targeting";
import { ALL_SITES, CONTENT_LANGUAGES, DISPLAY_TIME_ZONE } from "~/lib/constants";
import { redirectWithToast, submitForm } from "~/lib/forms.server";
import { idParam, oneOf, pageSizeOf, readListQuery, shortText } from "~/lib/list-query";
import { getT } from "~/lib/i18n.server";
import { routeByName } from "~/lib/route-tree";
import { withParams } from "~/lib/url";
import { apiFile } from "~/lib/api-file.server";
import { EVENT_STATUSES, KINDS, REVISION_STATUSES, type EventKind, type KindDef } from "./kinds";
import { LOG_SKUS_SHOWN } from "./log-heads";
import { eventsApi } from "./api.server";
import { addPicked, productPicker } from "./product-picker.server";
import { SLOT_ROWS, eventSchema, parseLines, productRowSchema, reviewSchema, revisionSchema, type EventForm } from "./schemas";
import type { EventRow, PriceImportReport } from "./types";

// Loaders and actions of the daily-special and flash-sale screens, one set bound per kind.

/** "YYYY-MM-DD HH:mm:ss" typed in US West → the UTC instant (daylight saving by the zone's rules). */
export const usWestToUtc = (local: string) => fromZonedTime(local.replace(" ", "T"), DISPLAY_TIME_ZONE).toISOString();

const detailUrl = (k: KindDef, id: number, extra = "") => `/activity/${k.detail}?id=${id}${extra}`;

/** An API refusal of a one-button action, back on the page as an error toast in the caller's words. */
async function refused(request: Request, to: string, err: unknown) {
  if (err instanceof ApiError && err.code !== 401) return redirectWithToast(request, to, err.message, "error");
  throw err;
}

// ── list ────────────────────────────────────────────────────────────────────────────────
export function listLoader(kind: EventKind) {
  const k = KINDS[kind];
  return orUnavailable(async ({ request }: LoaderFunctionArgs) => {
    const ctx = await requireRoute(request, k.list);
    const url = new URL(request.url);
    const { filters, paging, filtered } = readListQuery(
      url,
      {
        name: shortText,
        site: oneOf(ALL_SITES),
        status: oneOf(EVENT_STATUSES),
        event_category: (v) => /^[1-9]\d{0,8}$/.test(v),
        apply_crowds: oneOf(EVENT_CROWDS),
        launch_channel: oneOf(LAUNCH_CHANNELS),
        promotion_strategy: oneOf(PROMOTION_STRATEGIES),
      },
      { sort: ["start_at", "name", "id"] },
    );
    // the categories to filter by are the activity-category records, read with the other choices
    const [page, choices] = await Promise.all([eventsApi(ctx.api).list({ kind, ...filters, ...paging }), eventsApi(ctx.api).options()]);
    const confirm = await confirmation(ctx, url, page.list);
    return {
      kind,
      page,
      filters,
      filtered,
      categories: choices.event_category,
      sort: url.searchParams.get("sort") ?? "",
      keys: ctx.keys,
      confirm,
    };
  });
}

/** A question asked before a business-critical transition: the event by name, and for publishing its site and product count. */
export interface EventConfirm {
  intent: "offline" | "publish";
  id: number;
  name: string;
  site: string;
  products: number;
}
const CONFIRMED_INTENTS = ["offline", "publish"] as const;
const confirmIntent = (url: URL) => CONFIRMED_INTENTS.find((i) => i === url.searchParams.get("confirm")) ?? null;
const confirmOf = (intent: EventConfirm["intent"], e: { id: number; name: string; site: string; product_count: number }): EventConfirm => ({
  intent,
  id: e.id,
  name: e.name,
  site: e.site,
  products: e.product_count,
});

/** ?confirm=offline|publish&confirm_id=<id>: the event named before it is taken offline or published. */
async function confirmation(ctx: RouteContext, url: URL, rows: EventRow[]) {
  const id = idParam(url, "confirm_id");
  const intent = confirmIntent(url);
  if (!intent || !id || !ctx.can(ctx.route.intents[intent])) return null;
  const row =
    rows.find((r) => r.id === id) ??
    (await eventsApi(ctx.api)
      .event(id)
      .catch(() => null));
  return row ? confirmOf(intent, row) : null;
}

const STATUS_INTENTS = ["publish", "offline", "copy"] as const;

/** Publish, take offline (asked first) or copy: from the list or the detail page. */
async function statusChange(request: Request, ctx: RouteContext & { intent: string; form: FormData }, k: KindDef, back: string) {
  const id = Number(ctx.form.get("id"));
  if (!Number.isInteger(id) || id <= 0) return data({ message: "bad-id" }, { status: 422 });
  // publishing puts prices on sale and going offline is final: both are asked first, naming the event
  if ((ctx.intent === "offline" || ctx.intent === "publish") && ctx.form.get("confirmed") !== "yes")
    return redirect(
      withParams(new URL(back, "http://x").search, { confirm: ctx.intent, confirm_id: id }, new URL(back, "http://x").pathname),
    );
  try {
    if (ctx.intent === "copy") {
      const copy = await eventsApi(ctx.api).copy({ id });
      return redirectWithToast(request, detailUrl(k, copy.id), "event.toast.copied", "success", { name: copy.name });
    }
    const ev = await eventsApi(ctx.api).changeStatus({ id, status: ctx.intent });
    return redirectWithToast(request, back, ctx.intent === "publish" ? "event.toast.published" : "event.toast.offline", "success", {
      name: ev.name,
    });
  } catch (err) {
    return refused(request, back, err);
  }
}

const backTo = (request: Request) => {
  const url = new URL(request.url);
  url.searchParams.delete("confirm");
  url.searchParams.delete("confirm_id");
  url.searchParams.delete("index");
  return url.pathname + url.search;
};

export function listAction(kind: EventKind) {
  const k = KINDS[kind];
  return async ({ request }: ActionFunctionArgs) => {
    const ctx = await requireIntent(request, k.list, STATUS_INTENTS);
    return statusChange(request, ctx, k, backTo(request));
  };
}

// ── create / edit / revise ─────────────────────────────────────────────────────────────
type EditType = "create" | "edit" | "revision";

export function editLoader(kind: EventKind) {
  const k = KINDS[kind];
  return orUnavailable(async ({ request }: LoaderFunctionArgs) => {
    const ctx = await requireRoute(request, k.edit);
    const url = new URL(request.url);
    const id = idParam(url, "id");
    const asked = url.searchParams.get("type");
    const type: EditType = !id ? "create" : asked === "revision" ? "revision" : "edit";
    const options = await eventsApi(ctx.api).options();
    if (!id) return { kind, type, event: null, options, keys: ctx.keys, products: null, pending: null };
    const event = await loadOr404(() => eventsApi(ctx.api).event(id));
    if (event.kind !== kind) throw data({ message: "not-found" }, { status: 404 });
    if (type !== "revision") return { kind, type, event, options, keys: ctx.keys, products: null, pending: null };
    const after = idParam(url, "after") ?? undefined;
    const [detail, rev] = await Promise.all([
      eventsApi(ctx.api).detail(id, { after, page_size: pageSizeOf(url) }),
      eventsApi(ctx.api).revisions.pending(id),
    ]);
    return { kind, type, event, options, keys: ctx.keys, products: detail.products, pending: rev.pending };
  });
}

async function loadOr404<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof ApiError && err.code === 404) throw data({ message: "not-found" }, { status: 404 });
    throw err;
  }
}

/** The form's fields → the API's event body (times to UTC, languages and slots as lists, the ticked crowds and channels). */
function eventBody(v: EventForm, kind: EventKind, form: FormData) {
  const f = v as unknown as Record<string, string | undefined>;
  const languages = CONTENT_LANGUAGES.filter((l) => f[`title_${l}`]).map((l) => ({
    language: l,
    title: f[`title_${l}`]!,
    description: f[`description_${l}`] ?? "",
  }));
  const slots = SLOT_ROWS.filter((n) => f[`slot_${n}_start`] && f[`slot_${n}_end`]).map((n) => ({
    start_at: usWestToUtc(f[`slot_${n}_start`]!),
    end_at: usWestToUtc(f[`slot_${n}_end`]!),
  }));
  return {
    name: v.name,
    site: v.site,
    currency: v.currency,
    start_at: usWestToUtc(v.start_at),
    end_at: usWestToUtc(v.end_at),
    languages,
    ...(KINDS[kind].slots ? { slots } : {}),
    event_category: v.event_category ? Number(v.event_category) : null,
    promotion_strategy: v.promotion_strategy,
    // checkbox lists: every ticked value (none ticked is sent as none, and the API says what is missing)
    apply_crowds: form.getAll("apply_crowds").map(String),
    launch_channel: form.getAll("launch_channel").map(String),
  };
}

/** The API's field paths (languages.0.title, slots…) → the form's fields. */
const EVENT_FIELD_MAP: Record<string, string> = { languages: "title_en", slots: "slot_1_start" };

export function editAction(kind: EventKind) {
  const k = KINDS[kind];
  return async ({ request }: ActionFunctionArgs) => {
    const ctx = await requireIntent(request, k.edit, ["create", "update", "revise"] as const);
    if (ctx.intent === "revise") return revise(request, ctx, k);
    const sent = await submitForm(
      ctx.form,
      eventSchema,
      (v, save) =>
        ctx.intent === "create"
          ? eventsApi(ctx.api).create({ kind, ...eventBody(v, kind, ctx.form) }, save)
          : eventsApi(ctx.api).update({ id: v.id, version: v.version, ...eventBody(v, kind, ctx.form) }, save),
      { fieldMap: EVENT_FIELD_MAP },
    );
    if (!sent.ok) return sent.failure;
    return redirectWithToast(
      request,
      detailUrl(k, sent.value.id),
      ctx.intent === "create" ? "event.toast.created" : "event.toast.saved",
      "success",
      { name: sent.value.name },
    );
  };
}

/** The revision form: one page of rows; a pending revision's changes on other pages are kept. */
async function revise(request: Request, ctx: RouteContext & { form: FormData }, k: KindDef) {
  const sent = await submitForm(ctx.form, revisionSchema, async (v, save) => {
    const pending = v.id ? (await eventsApi(ctx.api).revisions.pending(v.event_id)).pending : null;
    const onPage = new Set(v.rows.map((r) => r.product_id));
    const kept = (pending?.changes ?? []).filter((c) => !onPage.has(c.product_id)).map((c) => ({ product_id: c.product_id, ...c.new }));
    const changes = [...kept, ...v.rows.map((r) => ({ product_id: r.product_id, price: r.price, stock: r.stock, discount: r.discount }))];
    // rows equal to the live figures are dropped by the API; only real changes are reviewed
    return eventsApi(ctx.api).revisions.save({ event_id: v.event_id, id: v.id, version: v.version, note: v.note ?? "", changes }, save);
  });
  if (!sent.ok) return sent.failure;
  const ev = await eventsApi(ctx.api).event(sent.value.event_id);
  return redirectWithToast(request, detailUrl(k, sent.value.id, "&type=revision"), "event.toast.revised", "success", { name: ev.name });
}

// ── detail (an event, or one revision with ?type=revision) ──────────────────────────────
export function detailLoader(kind: EventKind) {
  const k = KINDS[kind];
  return orUnavailable(async ({ request }: LoaderFunctionArgs) => {
    const ctx = await requireRoute(request, k.detail);
    const url = new URL(request.url);
    const id = idParam(url, "id");
    // opened without a record (a bare tab, a trimmed link): say where to pick one
    if (!id) return { kind, mode: "none" as const, keys: ctx.keys, confirm: null };
    if (url.searchParams.get("type") === "revision") {
      const revision = await loadOr404(() => eventsApi(ctx.api).revisions.one(id));
      if (revision.event.kind !== kind) throw data({ message: "not-found" }, { status: 404 });
      const confirm =
        url.searchParams.get("confirm") === "reject" && revision.can_review ? { intent: "reject", id, name: revision.event.name } : null;
      return { kind, mode: "revision" as const, revision, keys: ctx.keys, confirm };
    }
    const sku = url.searchParams.get("sku")?.trim().slice(0, 64) || undefined;
    const after = idParam(url, "after") ?? undefined;
    const logPage = idParam(url, "log_page") ?? 1;
    const importId = idParam(url, "import");
    const eventCall = loadOr404(() => eventsApi(ctx.api).detail(id, { after, sku, page_size: pageSizeOf(url) }));
    // products are added to drafts only, by those who may change the event: the picker needs the
    // event's site and currency, so it starts as soon as the event is read, beside the other calls
    const pickerCall = eventCall.then((ev) =>
      ev.kind === kind && ctx.can(k.key) && ev.status === "draft" ? productPicker(ctx, url, ev) : null,
    );
    const [event, log, revisions, importStatus, picker] = await Promise.all([
      eventCall,
      eventsApi(ctx.api).log(id, { page: logPage, page_size: 10, skus: LOG_SKUS_SHOWN }),
      eventsApi(ctx.api).revisions.list({ kind, event_id: id, page_size: 20 }),
      // a background price import of this event, followed until it ends (a stale id, or one of
      // another event or kind, is not found for this page: it shows nothing)
      importId && ctx.can(k.key)
        ? eventsApi(ctx.api)
            .importStatus({ id: importId, kind, event_id: id })
            .catch((err) => {
              if (err instanceof ApiError && err.code === 404) return null;
              throw err;
            })
        : null,
      pickerCall,
    ]);
    if (event.kind !== kind) throw data({ message: "not-found" }, { status: 404 });
    const intent = confirmIntent(url);
    const confirm = intent && ctx.can(k.key) ? confirmOf(intent, event) : null;
    return { kind, mode: "event" as const, event, log, revisions, importStatus, sku: sku ?? "", keys: ctx.keys, confirm, picker };
  });
}

const DETAIL_INTENTS = [
  "publish",
  "offline",
  "copy",
  "add-products",
  "adjust",
  "remove-products",
  "import-prices",
  "translate",
  "pass",
  "reject",
] as const;

export function detailAction(kind: EventKind) {
  const k = KINDS[kind];
  return async ({ request }: ActionFunctionArgs) => {
    const ctx = await requireIntent(request, k.detail, DETAIL_INTENTS);
    const back = backTo(request);
    switch (ctx.intent) {
      case "publish":
      case "offline":
      case "copy":
        return statusChange(request, ctx, k, back);
      case "add-products":
        return addProducts(request, ctx, back);
      case "adjust":
        return adjustRow(request, ctx, back);
      case "remove-products":
        return removeProducts(request, ctx, back);
      case "import-prices":
        return importPrices(request, ctx, back, k);
      case "translate":
        return translate(request, ctx, back);
      default:
        return decide(request, ctx, back);
    }
  };
}

type Acting = RouteContext & { form: FormData };

/**
 * POST <detail>/export (intent export-products, or export-for-review for approvers; id): the event's products as a spreadsheet, streamed
 * from the API as it is written. A download, not a page: a plain form post saves the file.
 */
export function exportProductsAction(kind: EventKind) {
  const k = KINDS[kind];
  return async ({ request }: ActionFunctionArgs) => {
    const ctx = await requireIntent(request, k.detail, ["export-products", "export-for-review", "export-pool"] as const);
    const id = formId(ctx.form, "id");
    if (!id) return data({ message: "bad-id" }, { status: 422 });
    const back = detailUrl(k, id);
    if (ctx.intent !== "export-pool")
      return apiFile(request, ctx.token, { method: "POST", path: `event/exportEventDetailProducts/${id}`, body: {}, back });
    const pool = formId(ctx.form, "pool_id");
    if (!pool) return redirectWithToast(request, back, "event.pool.badId", "error");
    try {
      // no time-out: a pool's sheet is a product export (spec section 9)
      return await apiFile(request, ctx.token, {
        method: "GET",
        path: `event/batchSaveFromPoolExcel?event_id=${id}&pool_id=${pool}`,
        back,
      });
    } catch (err) {
      // a mistyped pool id: back on the page, said in words, instead of a bare error
      if ((err as { init?: { status?: number } } | null)?.init?.status === 404)
        return redirectWithToast(request, back, "event.pool.notFound", "error", { name: String(pool) });
      throw err;
    }
  };
}

/** GET <detail>/export?import_report=<id>: the bad rows of a refused background price import, as .xlsx. */
export function importReportLoader(kind: EventKind) {
  const k = KINDS[kind];
  return async ({ request }: LoaderFunctionArgs) => {
    // the export's key, as for the products export this URL posts to (403 without it)
    const ctx = await requireForm(request, k.detail);
    const url = new URL(request.url);
    // opened without saying which import (a trimmed link): where to find the reports
    if (!url.searchParams.has("import_report")) {
      const { t } = await getT(request);
      return new Response(t("event.import.reportPick"), {
        headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
      });
    }
    const id = idParam(url, "import_report");
    if (!id) throw data({ message: "not-found" }, { status: 404 });
    // an import of the other kind is not found through this kind's page
    return apiFile(request, ctx.token, {
      method: "GET",
      path: `event/import_report?id=${id}&kind=${kind}`,
      back: routeByName(k.list)!.fullPath,
    });
  };
}

/** A positive database id from a posted field, or null. */
function formId(form: FormData, name: string): number | null {
  const v = String(form.get(name) ?? "").trim();
  const n = Number(v);
  return /^\d{1,10}$/.test(v) && n > 0 && n <= 2147483647 ? n : null;
}
const eventIdOf = (request: Request) => idParam(new URL(request.url), "id");

async function addProducts(request: Request, ctx: Acting, back: string) {
  // the same intent from the product picker: ticked SKUs rather than pasted lines
  if (ctx.form.get("source") === "picker") return addPicked(request, ctx, back);
  const id = eventIdOf(request);
  const lines = String(ctx.form.get("lines") ?? "");
  const version = Number(ctx.form.get("version"));
  const parsed = parseLines(lines);
  if (!parsed.ok) return data({ form: "add", field: "lines", error: `event.v.lines|line=${parsed.line}`, lines }, { status: 422 });
  try {
    const res = await eventsApi(ctx.api).addProducts({ event_id: id, version, products: parsed.products });
    const ev = await eventsApi(ctx.api).event(res.event_id);
    return redirectWithToast(request, back, "event.toast.productsAdded", "success", { name: ev.name });
  } catch (err) {
    if (!(err instanceof ApiError) || err.code === 401) throw err;
    // every refused line (an unknown SKU, a price above the site's…) named as the person pasted it,
    // in the API's words in the page's language
    const byLine = Object.entries(err.fieldErrors).flatMap(([field, messages]) => {
      const line = /^products\.(\d+)/.exec(field)?.[1];
      return line === undefined
        ? []
        : messages.map((m) => (m.includes(parsed.products[Number(line)].sku_code) ? m : `${parsed.products[Number(line)].sku_code}: ${m}`));
    });
    const message = byLine.length ? byLine.join("; ") : err.message;
    return data({ form: "add", field: "lines", error: message, lines }, { status: err.code === 409 ? 409 : 422 });
  }
}

const ADJUST_ROUTES = [
  ["price", "adjustProductSkuPrice", "prices"],
  ["stock", "adjustEventStock", "stocks"],
  ["up_order", "adjustEventUpOrder", "up_orders"],
  ["discount", "batchUpdateEventProductsDiscount", "discounts"],
  ["special_priority", "updateSpecialPriority", "priorities"],
] as const;

/** A product row saved: each figure that differs from what the page showed, one call each, chained by version. */
async function adjustRow(request: Request, ctx: Acting, back: string) {
  const eventId = eventIdOf(request);
  // the figures the page showed, one hidden field in ADJUST_ROUTES' order (price stock up_order discount priority)
  const orig = String(ctx.form.get("orig") ?? "").split(" ");
  const sent = await submitForm(
    ctx.form,
    productRowSchema,
    async (v) => {
      let version = v.version;
      for (const [i, [field, path, list]] of ADJUST_ROUTES.entries()) {
        const before = orig[i] ?? "";
        const now = String(v[field]);
        if (field === "price" ? Number(before) === Number(now) : before === now) continue;
        const res = await eventsApi(ctx.api).adjust(path, {
          event_id: eventId,
          version,
          [list]: [{ id: v.product_id, [field]: v[field] }],
        });
        version = res.version;
      }
      return v;
    },
    { fieldMap: Object.fromEntries(ADJUST_ROUTES.map(([f, , list]) => [`${list}.0.${f}`, f])) },
  );
  if (!sent.ok)
    return data({ ...(await sent.failure.data), row: Number(ctx.form.get("product_id")) }, { status: sent.failure.init?.status ?? 422 });
  return redirectWithToast(request, back, "event.toast.adjusted", "success", { name: String(ctx.form.get("sku") ?? "") });
}

/** A spreadsheet of new event prices (and stock): every row is written, or none and the bad rows are listed. */
async function importPrices(request: Request, ctx: Acting, back: string, k: KindDef) {
  const file = ctx.form.get("file");
  if (!(file instanceof File) || !file.size) return data({ form: "import", importError: "event.import.noFile" }, { status: 422 });
  const body = new FormData();
  body.append("version", String(ctx.form.get("version") ?? ""));
  // a long sheet goes to a job: the page then follows its progress (?import=<id>)
  body.append("background", "allowed");
  body.append("file", file, file.name);
  try {
    // imports have no time-out (spec section 9)
    const done = await eventsApi(ctx.api).importPrices(eventIdOf(request), body);
    if (done.import_id) {
      const url = new URL(back, "http://x");
      return redirect(withParams(url.search, { import: done.import_id }, url.pathname));
    }
    // a published event's prices went into its revision: open it, as after a revision typed by hand
    if (done.revision)
      return redirectWithToast(request, detailUrl(k, done.revision, "&type=revision"), "event.toast.pricesProposed", "success", {
        name: String(done.proposed ?? 0),
      });
    // an unchanged sheet (the downloaded one uploaded back) wrote nothing: said so, not "0 updated"
    if (!done.updated && done.unchanged)
      return redirectWithToast(request, back, "event.toast.pricesUnchanged", "success", { name: String(done.unchanged) });
    return redirectWithToast(request, back, "event.toast.pricesImported", "success", { name: String(done.updated) });
  } catch (err) {
    if (!(err instanceof ApiError) || err.code === 401) throw err;
    const d = err.data as { rows?: PriceImportReport["rows"]; total_errors?: number } | null;
    const report: PriceImportReport = {
      message: err.code === 403 ? "error.forbidden" : err.message,
      rows: d?.rows ?? [],
      total: d?.total_errors ?? 0,
    };
    return data({ form: "import", importReport: report }, { status: err.code === 403 || err.code === 409 ? err.code : 422 });
  }
}

/** One language version copied into the chosen others, as their starting point. */
async function translate(request: Request, ctx: Acting, back: string) {
  const langs: readonly string[] = CONTENT_LANGUAGES;
  const from = String(ctx.form.get("from") ?? "");
  const to = ctx.form
    .getAll("to")
    .map(String)
    .filter((l) => langs.includes(l) && l !== from);
  if (!langs.includes(from) || !to.length) return redirectWithToast(request, back, "event.translate.choose", "error");
  try {
    const res = await eventsApi(ctx.api).translate({
      id: eventIdOf(request),
      version: Number(ctx.form.get("version")),
      from,
      to,
      overwrite: ctx.form.get("overwrite") === "yes",
    });
    if (!res.written.length) return redirectWithToast(request, back, "event.toast.translatedNone", "success");
    return redirectWithToast(request, back, "event.toast.translated", "success", { name: res.written.join(", ") });
  } catch (err) {
    return refused(request, back, err);
  }
}

async function removeProducts(request: Request, ctx: Acting, back: string) {
  const ids = ctx.form
    .getAll("product_ids")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  if (!ids.length) return redirectWithToast(request, back, "event.v.chooseProducts", "error");
  try {
    const res = await eventsApi(ctx.api).removeProducts({
      event_id: eventIdOf(request),
      version: Number(ctx.form.get("version")),
      product_ids: ids,
    });
    const ev = await eventsApi(ctx.api).event(res.event_id);
    return redirectWithToast(request, back, "event.toast.productsRemoved", "success", { name: ev.name });
  } catch (err) {
    return refused(request, back, err);
  }
}

/** Pass or reject a revision (reject is asked first, naming the event). */
async function decide(request: Request, ctx: Acting & { intent: string }, back: string) {
  const parsed = reviewSchema.safeParse({ id: Number(ctx.form.get("id")), note: String(ctx.form.get("note") ?? "") || undefined });
  if (!parsed.success) return data({ message: "bad-input" }, { status: 422 });
  const { id, note } = parsed.data;
  if (ctx.intent === "reject" && ctx.form.get("confirmed") !== "yes") {
    const url = new URL(back, "http://x");
    return redirect(withParams(url.search, { confirm: "reject" }, url.pathname));
  }
  try {
    // the version the approver was shown: on figures changed since the API refuses (409, naming them) and the page reloads them
    const version = Number(ctx.form.get("version"));
    const rev = await eventsApi(ctx.api).revisions.review({ id, status: ctx.intent, reason: note ?? "", version });
    const ev = await eventsApi(ctx.api).event(rev.event_id);
    return redirectWithToast(request, back, ctx.intent === "pass" ? "event.rev.toast.passed" : "event.rev.toast.rejected", "success", {
      name: ev.name,
    });
  } catch (err) {
    return refused(request, back, err);
  }
}

// ── the revisions of all daily specials ───────────────────────────────────────────────
export function revisionsLoader(kind: EventKind) {
  const k = KINDS[kind];
  return orUnavailable(async ({ request }: LoaderFunctionArgs) => {
    const ctx = await requireRoute(request, k.revisions!);
    const url = new URL(request.url);
    const { filters, paging, filtered } = readListQuery(url, { status: oneOf(REVISION_STATUSES), event_id: (v) => /^\d{1,9}$/.test(v) });
    const page = await eventsApi(ctx.api).revisions.list({ kind, ...filters, ...paging });
    return { kind, page, filters, filtered, keys: ctx.keys };
  });
}
