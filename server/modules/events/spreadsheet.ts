import * as z from "zod";
import { eventPriceProblem } from "../../../app/domain/event-price";
import { decimalsOf } from "../../../app/domain/money";
import { PRODUCT_LIMITS } from "../../../app/features/activity/events/kinds";
import type { Queryable } from "../../db/client";
import { readXlsxRows, SheetError, type HeadingMap } from "../../excel/read";
import { receiveSheet } from "../../excel/receive";
import { whileClaimed } from "../../jobs/claims";
import { keysetBatches, writeXlsx, XLSX_TYPE } from "../../excel/write";
import { Download } from "../../http/download";
import { ApiError, validationError } from "../../http/errors";
import { endpoint, type Ctx } from "../../http/router";
import { amountCell, HEADS, importHeadings, moneyCell, sheetLang } from "../../excel/columns";
import { realSite } from "./catalogue";
import { proposeInRevision } from "./revisions";
// eslint-disable-next-line import-x/no-cycle -- known cycle (the job reads sheets with this file's checks; this file queues long sheets as the job): functions only, nothing runs at load
import { queuePriceImport } from "./import-job";
import { accessFor, assertDraft, assertVersion, changeEvent, loadEvent, pathId, type EventRow } from "./store";

// An event's products as a spreadsheet (exportEventDetailProducts) and new event prices (and
// stock) from one (importBatchUpdatePrice). The export streams page by page (server/excel/write.ts);
// the import checks every row before it writes any, then writes all of them with one log row in one
// transaction. On a draft the rows are the live figures; on a published event they go into its
// revision (proposeInRevision), which an approver reviews before they replace the live ones.

/** The columns of both directions; the import finds them by their en or zh heading, in any order. */
export const HEAD = {
  sku: HEADS.sku,
  product: HEADS.product,
  site_price: { en: "Site price", zh: "站点价" },
  price: { en: "Event price", zh: "活动价" },
  stock: HEADS.stock,
  discount: { en: "Discount %", zh: "折扣 %" },
  taken: { en: "Already on sale", zh: "已参加活动" },
} as const;

const IMPORT_COLUMNS: HeadingMap = importHeadings({
  sku: { head: HEAD.sku, also: ["sku_code"] },
  price: { head: HEAD.price, also: ["event_price"] },
  stock: { head: HEAD.stock, optional: true },
});

/** at most this many rows in one import (an event holds far fewer products) */
export const PRICE_IMPORT_MAX_ROWS = 10_000;
/** the refusal lists this many problems; the count is always exact */
const LISTED_PROBLEMS = 200;
/**
 * A sheet of more rows than this, sent with `background=allowed` (the console does), is imported by
 * a job (import-job.ts) that the console follows with a progress bar; smaller ones answer at once.
 */
export const BACKGROUND_ROWS = 1000;
const PROGRESS_EVERY = 500;

interface ExportRow {
  id: number;
  sku_code: string;
  product_name: string;
  price: string;
  stock: number;
  discount: number;
  site_minor: string | null;
}

/** A page of the event's products by SKU (keyset), with each SKU's price on the event's site and currency. */
function productsPage(q: Queryable, ev: EventRow) {
  return (after: string | null, size: number) =>
    q.query<ExportRow>(
      `select ep.id, ep.sku_code, ep.product_name, ep.price::text as price, ep.stock, ep.discount, sp.price_minor::text as site_minor
         from event_products ep
         left join skus s on s.sku_code = ep.sku_code
         left join sku_prices sp on sp.sku_id = s.id and sp.site_abbr = $2 and sp.currency_code = $3
        where ep.event_id = $1 and ($4::text is null or ep.sku_code > $4)
        order by ep.sku_code limit $5`,
      [ev.id, realSite(ev.site), ev.currency, after, size],
    );
}

async function exportProducts(ctx: Ctx<unknown, unknown>) {
  const ev = await loadEvent(ctx.db, ctx.user, pathId(ctx.params), "read");
  const decimals = decimalsOf(ev.currency);
  const lang = sheetLang(ctx.req);
  const h = (k: keyof typeof HEAD) => HEAD[k][lang];
  const db = ctx.db;
  return new Download(`event-${ev.id}-products.xlsx`, XLSX_TYPE, async (out) => {
    await writeXlsx<ExportRow>(
      out,
      "products",
      [
        { header: h("sku"), value: (r) => r.sku_code, width: 22 },
        { header: h("product"), value: (r) => r.product_name, width: 40 },
        {
          header: `${h("site_price")} (${ev.currency})`,
          value: (r) => moneyCell(r.site_minor, decimals),
          width: 16,
          decimals,
        },
        { header: h("price"), value: (r) => amountCell(r.price), width: 16, decimals },
        { header: h("stock"), value: (r) => r.stock, width: 10 },
        { header: h("discount"), value: (r) => r.discount, width: 12 },
      ],
      keysetBatches(productsPage(db, ev), (r) => r.sku_code),
    );
  });
}

/** One problem of an imported row, said in both languages. */
export interface RowProblem {
  row: number;
  column: "sku" | "price" | "stock" | "";
  message: string;
  message_zh: string;
}

interface SheetLine {
  line: number;
  sku: string;
  price: string;
  stock: string;
}

/** A number cell reads back as a JavaScript number: 12.990000000001 is 12.99 as typed. */
const cleanNumber = (v: string) => (/^-?\d+\.\d{7,}$/.test(v) ? String(Math.round(Number(v) * 1e6) / 1e6) : v);

/** The sheet's rows; `onProgress` hears the count every PROGRESS_EVERY rows (a background import's bar). */
export async function readLines(file: Buffer, onProgress?: (read: number) => Promise<void>): Promise<SheetLine[]> {
  const lines: SheetLine[] = [];
  try {
    for await (const { line, values } of readXlsxRows(file, IMPORT_COLUMNS)) {
      lines.push({ line, sku: values.sku ?? "", price: cleanNumber(values.price ?? ""), stock: cleanNumber(values.stock ?? "") });
      if (onProgress && lines.length % PROGRESS_EVERY === 0) await onProgress(lines.length);
      if (lines.length > PRICE_IMPORT_MAX_ROWS) {
        const en = `At most ${PRICE_IMPORT_MAX_ROWS} rows per import`;
        throw new ApiError(422, en, { errors: { file: [en] } }, `每次导入最多 ${PRICE_IMPORT_MAX_ROWS} 行`);
      }
    }
  } catch (err) {
    if (!(err instanceof SheetError)) throw err;
    throw new ApiError(422, err.message, { errors: { file: [err.message] } }, err.zh ?? sheetErrorZh(err.message));
  }
  if (!lines.length) {
    const en = "The spreadsheet has headings but no rows";
    throw new ApiError(422, en, { errors: { file: [en] } }, "表格只有标题行，没有数据行");
  }
  return lines;
}

function sheetErrorZh(en: string): string {
  if (en.startsWith("The first row lacks")) return `第一行缺少列：${en.split(": ").slice(1).join(": ")}（需要 SKU、活动价，可选库存）`;
  if (en.startsWith("The spreadsheet is empty")) return "表格是空的：第一行须为列标题";
  return "无法读取该文件：请上传 .xlsx 表格";
}

interface Current {
  id: number;
  sku_code: string;
  price: string;
  stock: number;
  site_minor: string | null;
}

/** Every problem of every row (nothing is written while there is one), or the rows to write. */
export function checkLines(lines: SheetLine[], current: Map<string, Current>, currency: string, decimals: number) {
  const problems: RowProblem[] = [];
  const good: { id: number; sku: string; price: string; stock: number | null }[] = [];
  const seen = new Map<string, number>();
  for (const l of lines) {
    const bad = (column: RowProblem["column"], message: string, message_zh: string) =>
      problems.push({ row: l.line, column, message, message_zh });
    const before = problems.length;
    const product = current.get(l.sku);
    if (!l.sku) bad("sku", "SKU is required", "SKU 不能为空");
    else if (seen.has(l.sku))
      bad(
        "sku",
        `SKU ${l.sku} is listed again (first on row ${seen.get(l.sku)})`,
        `SKU ${l.sku} 重复（首次出现在第 ${seen.get(l.sku)} 行）`,
      );
    else if (!product) bad("sku", `SKU ${l.sku} is not in this event`, `SKU ${l.sku} 不在该活动中`);
    if (l.sku && !seen.has(l.sku)) seen.set(l.sku, l.line);

    // the rule every way of pricing an event obeys (app/domain/event-price.ts)
    const problem = eventPriceProblem(l.price, { currency, decimals, siteMinor: product?.site_minor ?? null });
    if (problem) bad("price", problem.en, problem.zh);
    const price = problem ? null : l.price;

    let stock: number | null = null;
    if (l.stock !== "") {
      const { min, max: most } = PRODUCT_LIMITS.stock;
      if (!/^-?\d+$/.test(l.stock)) bad("stock", "Stock must be a whole number", "库存须为整数");
      else if (Number(l.stock) < 0) bad("stock", "Stock must not be negative", "库存不能为负数");
      else if (Number(l.stock) < min) bad("stock", `Stock must be at least ${min}`, `库存至少为 ${min}`);
      else if (Number(l.stock) > most) bad("stock", `Stock must be at most ${most}`, `库存不能超过 ${most}`);
      else stock = Number(l.stock);
    }
    if (problems.length === before && product && price !== null) good.push({ id: product.id, sku: l.sku, price, stock });
  }
  return { problems, good };
}

const importFields = z.strictObject({
  version: z.coerce.number({ error: "is required" }).int("is required").positive("is required"),
  background: z.enum(["allowed"]).optional(),
});

export interface CheckedSheet {
  current: Map<string, Current>;
  problems: RowProblem[];
  good: { id: number; sku: string; price: string; stock: number | null }[];
}

/** Every row checked against the event's products and the site's prices; nothing is written. */
export async function checkSheet(q: Queryable, ev: EventRow, lines: SheetLine[]): Promise<CheckedSheet> {
  const decimals = decimalsOf(ev.currency);
  const rows = await q.query<Current>(
    `select ep.id, ep.sku_code, ep.price::text as price, ep.stock, sp.price_minor::text as site_minor
       from event_products ep
       left join skus s on s.sku_code = ep.sku_code
       left join sku_prices sp on sp.sku_id = s.id and sp.site_abbr = $2 and sp.currency_code = $3
      where ep.event_id = $1 and ep.sku_code = any($4::text[])`,
    [ev.id, realSite(ev.site), ev.currency, [...new Set(lines.map((l) => l.sku).filter(Boolean))]],
  );
  const current = new Map(rows.map((r) => [r.sku_code, r]));
  return { current, ...checkLines(lines, current, ev.currency, decimals) };
}

/** The refusal of a sheet with problems: the count, the first one, and the first LISTED_PROBLEMS. */
export function refusal(problems: RowProblem[]): ApiError {
  const first = problems[0];
  const en = `Nothing was imported: ${problems.length} problem(s) in the sheet, the first on row ${first.row}: ${first.message}`;
  const zh = `未导入任何数据：表格中有 ${problems.length} 处问题，第一处在第 ${first.row} 行：${first.message_zh}`;
  return new ApiError(422, en, { errors: { file: [en] }, rows: problems.slice(0, LISTED_PROBLEMS), total_errors: problems.length }, zh);
}

/** The event may take a sheet now: locked, at the version the sheet was made against, draft or published. */
export function assertImportable(ev: EventRow, version: number) {
  assertVersion(ev, version);
  // a published event's prices change only through its revision, which an approver reviews: the
  // sheet is checked the same way, then proposed there (applySheet); an offline event takes none
  if (ev.status !== "published") assertDraft(ev);
}

export type ImportResult = {
  event_id: number;
  version: number;
  updated: number;
  /** rows whose figures the sheet left as they were */
  unchanged: number;
  proposed?: number;
  revision?: number;
  file: string;
};

/** A checked sheet without problems written, inside the caller's transaction: live figures on a draft, the revision on a published event. */
export async function applySheet(
  ctx: Parameters<typeof proposeInRevision>[0],
  q: Queryable,
  ev: EventRow,
  sheet: CheckedSheet,
  fileName: string,
): Promise<ImportResult> {
  const { current } = sheet;
  // rows the sheet leaves as they are change nothing: an unchanged sheet uploaded again (the
  // downloaded one, edited or not) writes no figure, no version and no log row (issue 41)
  const good = sheet.good.filter((g) => {
    const c = current.get(g.sku)!;
    return Number(c.price) !== Number(g.price) || (g.stock !== null && g.stock !== c.stock);
  });
  const unchanged = sheet.good.length - good.length;
  if (!good.length) return { event_id: ev.id, version: ev.version, updated: 0, unchanged, file: fileName };
  if (ev.status === "published") {
    const items = good.map((g) => ({ product_id: g.id, price: g.price, ...(g.stock === null ? {} : { stock: g.stock }) }));
    const rev = await proposeInRevision(ctx, q, ev, items, fileName.slice(0, 500));
    return { event_id: ev.id, version: ev.version, updated: 0, unchanged, proposed: rev.changes.length, revision: rev.id, file: fileName };
  }
  await q.query(
    `update event_products ep set price = x.price::numeric, stock = coalesce(x.stock, ep.stock)
       from unnest($2::int[], $3::text[], $4::int[]) as x(id, price, stock)
      where ep.event_id = $1 and ep.id = x.id`,
    [ev.id, good.map((g) => g.id), good.map((g) => g.price), good.map((g) => g.stock)],
  );
  const before = good.map((g) => {
    const c = current.get(g.sku)!;
    return { sku_code: g.sku, price: c.price, stock: c.stock };
  });
  const after = good.map((g) => ({ sku_code: g.sku, price: g.price, stock: g.stock ?? current.get(g.sku)!.stock }));
  const { version } = await changeEvent(q, ctx, ev.id, { action: "import_prices", before, after: { file: fileName, rows: after } });
  return { event_id: ev.id, version, updated: good.length, unchanged, file: fileName };
}

/** one import in flight per person (issue 39 §5): the request holds it, a queued sheet's job takes it over */
const importPrices = (ctx: Ctx<unknown, unknown>) => whileClaimed(ctx.db, ctx.user.id, "import", ctx.requestId, () => importPricesNow(ctx));

async function importPricesNow(ctx: Ctx<unknown, unknown>) {
  const id = pathId(ctx.params);
  const sheet = await receiveSheet(ctx.req);
  const fields = importFields.safeParse({
    version: sheet.fields.version ?? "",
    ...(sheet.fields.background ? { background: sheet.fields.background } : {}),
  });
  if (!fields.success) throw validationError(fields.error);
  const { version, background } = fields.data;
  // a long sheet, when the caller can follow it: checked and written by a job, its progress polled
  if (background) {
    const lines = await readLines(sheet.file);
    if (lines.length > BACKGROUND_ROWS) return queuePriceImport(ctx, id, version, sheet.fileName, sheet.file);
  }
  return ctx.db.tx(async (q) => {
    const ev = await loadEvent(q, ctx.user, id, "write", true);
    assertImportable(ev, version);
    const checked = await checkSheet(q, ev, await readLines(sheet.file));
    if (checked.problems.length) throw refusal(checked.problems);
    return applySheet(ctx, q, ev, checked, sheet.fileName);
  });
}

export const spreadsheetEndpoints = [
  endpoint({ method: "POST", path: "/api/event/exportEventDetailProducts/{id}", access: accessFor("read"), handler: exportProducts }),
  endpoint({
    method: "POST",
    path: "/api/event/importBatchUpdatePrice/{id}",
    access: accessFor("write"),
    stream: true,
    handler: importPrices,
  }),
];
