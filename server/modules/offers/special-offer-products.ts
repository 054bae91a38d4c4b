import * as z from "zod";
import {
  CATEGORY_MAX,
  DISCOUNT_MAX,
  DISCOUNT_MIN,
  IMPORT_ROWS_MAX,
  PRICE_MAX,
  PRODUCT_CODE,
  PRODUCT_COLUMNS,
  PRODUCT_NAME_MAX,
  PRODUCT_SORT_MAX,
  STOCK_MAX,
} from "../../../app/features/activity/offers/special-offer-rules";
import type { Queryable } from "../../db/client";
import { ApiError, notFound, validationError } from "../../http/errors";
import { Download } from "../../http/download";
import { keysetBatches, writeXlsx, XLSX_TYPE } from "../../excel/write";
import { amountCell, HEADS, sheetColumns, sheetLang, type Heading, type SheetColumn } from "../../excel/columns";
import { decimalsOf } from "../../../app/domain/money";
import { Filters, containing, idField, pageQuery, paginate, positiveId, versionField, singleLine } from "../../http/list";
import { updateVersioned, writeBatch } from "../../resources/write";
import { endpoint, type Ctx, type Endpoint } from "../../http/router";
import { SPECIAL_OFFER_MANAGER } from "../../../app/lib/route-areas/activity-offers";
import { money, wholeBetween } from "./schemas";
import { OFFER_READ, offerRefusal } from "./special-offer";
import { readSheet, readSheetPost } from "./spreadsheet";
import { whileClaimed } from "../../jobs/claims";

const BASE = "/api/special_offer/products";
const MANAGE = { any: [SPECIAL_OFFER_MANAGER] };
const PRODUCT_SELECT = `id, offer_id, product_code, product_name, category, original_price::text as original_price,
  redeem_price::text as redeem_price, stock, sort, version, updated_by, updated_at`;

/** The offer a product change is for, locked for the change; 404 if gone, 409 while it is online. */
async function lockOffer(q: Queryable, id: number) {
  const [offer] = await q.query<{ id: number; status: string; name: string }>(
    "select id, status, name from special_offers where id = $1 for update",
    [id],
  );
  if (!offer) throw notFound("Special offer", "特价活动");
  if (offer.status === "online") throw offerRefusal.online();
  return offer;
}

/** Runs a product change in one transaction with its log row on the offer (entity special_offer). */
function change<B extends { event_id: number }>(
  ctx: Ctx<unknown, B>,
  action: string,
  run: (q: Queryable) => Promise<{ result: unknown; log?: { before?: unknown; after?: unknown } }>,
) {
  return writeBatch(ctx.db, ctx, async (q) => {
    await lockOffer(q, ctx.body.event_id);
    const { result, log } = await run(q);
    // a change that changed nothing (a repeated delete) leaves no log row
    return { result, log: log ? { action, entity: "special_offer", entityId: ctx.body.event_id, ...log } : null };
  });
}

const listQuery = z.strictObject({
  ...pageQuery,
  event_id: positiveId,
  category: singleLine(CATEGORY_MAX).optional(),
  keyword: singleLine(PRODUCT_NAME_MAX).optional(),
  sort: z
    .enum(["sort", "product_code", "redeem_price", "stock"], { error: "must be one of sort, product_code, redeem_price, stock" })
    .optional(),
  order: z.enum(["asc", "desc"]).optional(),
});
const ids = z.array(idField).min(1, "choose at least one product").max(500, "at most 500 products at a time");
const deleteBody = z.strictObject({ event_id: idField, ids });
const deleteAllBody = z.strictObject({ event_id: idField });
const discountBody = z.strictObject({ event_id: idField, discount: wholeBetween(DISCOUNT_MIN, DISCOUNT_MAX), ids: ids.optional() });
const updateBody = z.strictObject({
  event_id: idField,
  id: idField,
  version: versionField,
  redeem_price: money(PRICE_MAX),
  stock: wholeBetween(0, STOCK_MAX),
  sort: wholeBetween(0, PRODUCT_SORT_MAX),
});
const exportBody = z.strictObject({ event_id: idField, category: singleLine(CATEGORY_MAX).optional() });

/** The sheet's columns, headed in the caller's language; the import reads either language (or the keys). */
const PRODUCT_HEADS: Record<(typeof PRODUCT_COLUMNS)[number], Heading> = {
  product_code: { en: "Product code", zh: "商品编码" },
  product_name: HEADS.productName,
  category: { en: "Category", zh: "分类" },
  original_price: { en: "Original price", zh: "原价" },
  redeem_price: { en: "Redeem price", zh: "兑换价" },
  stock: HEADS.stock,
  sort: HEADS.sort,
};
const HEADING_KEYS = new Map(
  PRODUCT_COLUMNS.flatMap((c) => [PRODUCT_HEADS[c].en, PRODUCT_HEADS[c].zh].map((h) => [h.toLowerCase(), c] as [string, string])),
);

/** One imported row, checked like a form: the same limits as the table's. */
const rowSchema = z
  .strictObject({
    product_code: z
      .string()
      .regex(PRODUCT_CODE, "must be 1-40 letters, digits, - or _")
      .transform((c) => c.toUpperCase()),
    product_name: singleLine(PRODUCT_NAME_MAX).min(1, "is required"),
    category: singleLine(CATEGORY_MAX).min(1, "is required"),
    original_price: money(PRICE_MAX),
    redeem_price: money(PRICE_MAX),
    stock: z.coerce.number({ error: "must be a whole number" }).pipe(wholeBetween(0, STOCK_MAX)),
    sort: z.preprocess(
      (v) => (v === "" ? 0 : v),
      z.coerce.number({ error: "must be a whole number" }).pipe(wholeBetween(0, PRODUCT_SORT_MAX)),
    ),
  })
  .refine((r) => Number(r.redeem_price) <= Number(r.original_price), {
    message: "must not exceed the original price",
    path: ["redeem_price"],
  });
type Row = z.output<typeof rowSchema>;

interface RowError {
  row: number;
  column: string;
  message: string;
}

/** Every problem of the sheet at once (up to 100 listed), or its rows: nothing is written unless all are good. */
function checkRows(header: string[], rows: { line: number; cells: Record<string, string> }[]): Row[] {
  const errors: RowError[] = [];
  const missing = PRODUCT_COLUMNS.filter((c) => c !== "sort" && !header.includes(c));
  if (missing.length)
    errors.push({ row: 1, column: missing.join(", "), message: `missing column(s); the header is ${PRODUCT_COLUMNS.join(", ")}` });
  if (!rows.length && !missing.length) errors.push({ row: 2, column: "", message: "the sheet has no product rows" });
  if (rows.length > IMPORT_ROWS_MAX)
    errors.push({ row: rows[IMPORT_ROWS_MAX].line, column: "", message: `at most ${IMPORT_ROWS_MAX} rows per import` });
  const out: Row[] = [];
  const seen = new Map<string, number>();
  if (!errors.length) {
    for (const { line, cells } of rows) {
      const picked = Object.fromEntries(PRODUCT_COLUMNS.map((c) => [c, cells[c] ?? ""]));
      const parsed = rowSchema.safeParse(picked);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) errors.push({ row: line, column: String(issue.path[0] ?? ""), message: issue.message });
        continue;
      }
      const code = parsed.data.product_code;
      const first = seen.get(code);
      if (first) errors.push({ row: line, column: "product_code", message: `repeats row ${first}` });
      else seen.set(code, line);
      out.push(parsed.data);
    }
  }
  if (errors.length) {
    const en = `The import was not applied: ${errors.length} problem(s) in the sheet, first on row ${errors[0].row}${errors[0].column ? ` (${errors[0].column})` : ""}: ${errors[0].message}`;
    throw new ApiError(
      422,
      en,
      { errors: { file: [en] }, rows: errors.slice(0, 100), total_errors: errors.length },
      `导入未执行：表格中有 ${errors.length} 处问题，第一处在第 ${errors[0].row} 行${errors[0].column ? `（${errors[0].column}）` : ""}：${errors[0].message}`,
    );
  }
  return out;
}

/** one import in flight per person (issue 39 §5), from the upload's first byte to the last row written */
const importProducts = (ctx: Ctx<unknown, unknown>) =>
  whileClaimed(ctx.db, ctx.user.id, "import", ctx.requestId, () => importProductsNow(ctx));

async function importProductsNow(ctx: Ctx<unknown, unknown>) {
  const { fields, file, filename } = await readSheetPost(ctx.req);
  const eventId = idField.safeParse(Number(fields.event_id));
  if (!eventId.success) throw validationError(new z.ZodError(eventId.error.issues.map((i) => ({ ...i, path: ["event_id"] }))));
  const { header, rows } = await readSheet(file, filename, HEADING_KEYS);
  const good = checkRows(header, rows);
  return change({ ...ctx, body: { event_id: eventId.data } }, "import_products", async (q) => {
    const col = <K extends keyof Row>(k: K) => good.map((r) => r[k]);
    // left by hand: one upsert for the whole sheet inside change()'s writeBatch (updateRows is a query per row)
    const written = await q.query<{ inserted: boolean }>(
      `insert into special_offer_products (offer_id, product_code, product_name, category, original_price, redeem_price, stock, sort, updated_by)
       select $1, c, n, g, o, r, s, so, $9
         from unnest($2::text[], $3::text[], $4::text[], $5::numeric[], $6::numeric[], $7::int[], $8::int[]) as t(c, n, g, o, r, s, so)
       on conflict (offer_id, product_code) do update set product_name = excluded.product_name, category = excluded.category,
         original_price = excluded.original_price, redeem_price = excluded.redeem_price, stock = excluded.stock, sort = excluded.sort,
         updated_by = excluded.updated_by, version = special_offer_products.version + 1, updated_at = now()
       -- a row the sheet leaves as it is keeps its version and who changed it last (issue 41)
       where (special_offer_products.product_name, special_offer_products.category, special_offer_products.original_price,
              special_offer_products.redeem_price, special_offer_products.stock, special_offer_products.sort)
             is distinct from (excluded.product_name, excluded.category, excluded.original_price, excluded.redeem_price, excluded.stock, excluded.sort)
       returning (xmax = 0) as inserted`,
      [
        eventId.data,
        col("product_code"),
        col("product_name"),
        col("category"),
        col("original_price"),
        col("redeem_price"),
        col("stock"),
        col("sort"),
        ctx.user.name,
      ],
    );
    const added = written.filter((w) => w.inserted).length;
    const updated = written.length - added;
    const result = { imported: good.length, added, updated, unchanged: good.length - written.length, file: filename };
    // a sheet that changes nothing leaves no log row
    return { result, log: written.length ? { after: result } : undefined };
  });
}

async function exportProducts({ db, body, req }: Ctx<unknown, z.output<typeof exportBody>>) {
  const [offer] = await db.query<{ id: number; name: string; currency_code: string }>(
    "select id, name, currency_code from special_offers where id = $1",
    [body.event_id],
  );
  if (!offer) throw notFound("Special offer", "特价活动");
  const f = new Filters().add((p) => `offer_id = ${p}`, body.event_id).add((p) => `category = ${p}`, body.category);
  type Item = Record<string, string | number> & { id: number; sort: number };
  const n = f.params.length;
  // streamed by keyset on the list's order (sort, id), as every export is (server/excel/write.ts)
  const page = (after: [number, number] | null, size: number) =>
    db.query<Item>(
      `select id, product_code, product_name, category, original_price::text as original_price, redeem_price::text as redeem_price, stock, sort
         from special_offer_products
        where ${[...f.where, after ? `(sort, id) > ($${n + 2}, $${n + 3})` : "true"].join(" and ")}
        order by sort, id limit $${n + 1}`,
      [...f.params, size, ...(after ?? [])],
    );
  const decimals = decimalsOf(offer.currency_code);
  const price = (c: (typeof PRODUCT_COLUMNS)[number]) => c === "original_price" || c === "redeem_price";
  const columns: SheetColumn<Item>[] = PRODUCT_COLUMNS.map((c) =>
    price(c)
      ? { head: PRODUCT_HEADS[c], value: (r) => amountCell(r[c]), width: 18, decimals }
      : { head: PRODUCT_HEADS[c], value: (r) => r[c], width: 18 },
  );
  return new Download(`special-offer-${offer.id}-products.xlsx`, XLSX_TYPE, async (out) => {
    await writeXlsx(
      out,
      "products",
      sheetColumns(sheetLang(req), columns),
      keysetBatches(page, (r) => [r.sort, r.id] as [number, number]),
    );
  });
}

export const specialOfferProductEndpoints: Endpoint[] = [
  endpoint<z.output<typeof listQuery>>({
    method: "GET",
    path: `${BASE}/list`,
    access: OFFER_READ,
    query: listQuery,
    async handler({ db, query }) {
      const f = new Filters()
        .add((p) => `offer_id = ${p}`, query.event_id)
        .add((p) => `category = ${p}`, query.category)
        .add((p) => `(product_code ilike ${p} or product_name ilike ${p})`, query.keyword && containing(query.keyword));
      const dir = query.order === "desc" ? "desc" : "asc";
      // qualified: the select list's text copies of the prices would otherwise sort as text
      const column = query.sort && `special_offer_products.${query.sort}`;
      return paginate(db, {
        select: PRODUCT_SELECT,
        from: "special_offer_products",
        ...f,
        orderBy: column ? `${column} ${dir}, id ${dir}` : "sort, id",
        page: query.page,
        pageSize: query.page_size,
      });
    },
  }),
  endpoint<{ event_id?: number }>({
    method: "GET",
    path: "/api/special_offer/categories",
    access: OFFER_READ,
    query: z.strictObject({ event_id: positiveId.optional() }),
    async handler({ db, query }) {
      const f = new Filters().add((p) => `offer_id = ${p}`, query.event_id);
      const where = f.where.length ? `where ${f.where.join(" and ")}` : "";
      const list = await db.query(
        `select category, count(*)::int as products from special_offer_products ${where} group by category order by category`,
        f.params,
      );
      return { list };
    },
  }),
  endpoint<unknown, z.output<typeof exportBody>>({
    method: "POST",
    path: `${BASE}/export`,
    access: OFFER_READ,
    body: exportBody,
    handler: exportProducts,
  }),
  endpoint({ method: "POST", path: `${BASE}/excel_import_products`, access: MANAGE, stream: true, handler: importProducts }),
  endpoint<unknown, z.output<typeof deleteBody>>({
    method: "POST",
    path: `${BASE}/delete`,
    access: MANAGE,
    body: deleteBody,
    handler: (ctx) =>
      change(ctx, "delete_products", async (q) => {
        const gone = await q.query<{ product_code: string }>(
          "delete from special_offer_products where offer_id = $1 and id = any($2::int[]) returning product_code",
          [ctx.body.event_id, ctx.body.ids],
        );
        const codes = gone.map((g) => g.product_code).sort();
        return { result: { deleted: codes.length }, log: codes.length ? { before: { products: codes } } : undefined };
      }),
  }),
  endpoint<unknown, z.output<typeof deleteAllBody>>({
    method: "POST",
    path: `${BASE}/delete_all`,
    access: MANAGE,
    body: deleteAllBody,
    handler: (ctx) =>
      change(ctx, "delete_all_products", async (q) => {
        const gone = await q.query<{ product_code: string }>(
          "delete from special_offer_products where offer_id = $1 returning product_code",
          [ctx.body.event_id],
        );
        const codes = gone.map((g) => g.product_code).sort();
        return { result: { deleted: codes.length }, log: codes.length ? { before: { products: codes } } : undefined };
      }),
  }),
  endpoint<unknown, z.output<typeof discountBody>>({
    method: "POST",
    path: `${BASE}/apply_discount`,
    access: MANAGE,
    body: discountBody,
    handler: (ctx) =>
      change(ctx, "apply_discount", async (q) => {
        const { event_id, discount, ids: only } = ctx.body;
        // exact in numeric: the redeem price is the original less the discount, to the cent, never below 0.01
        // left by hand: one statement over the offer's products inside change()'s writeBatch, the price computed in SQL
        const rows = await q.query<{ id: number }>(
          `update special_offer_products set redeem_price = greatest(0.01, round(original_price * (100 - $2) / 100, 2)),
             version = version + 1, updated_by = $4, updated_at = now()
           where offer_id = $1 and ($3::int[] is null or id = any($3::int[])) returning id`,
          [event_id, discount, only ?? null, ctx.user.name],
        );
        return { result: { updated: rows.length }, log: rows.length ? { after: { discount, products: rows.length } } : undefined };
      }),
  }),
  endpoint<unknown, z.output<typeof updateBody>>({
    method: "POST",
    path: `${BASE}/update`,
    access: MANAGE,
    body: updateBody,
    handler: (ctx) =>
      change(ctx, "update_product", async (q) => {
        const { event_id, id, version, ...set } = ctx.body;
        const one = async () =>
          (
            await q.query<{ version: number; original_price: string }>(
              `select ${PRODUCT_SELECT} from special_offer_products where id = $1 and offer_id = $2`,
              [id, event_id],
            )
          )[0];
        const before = await one();
        if (!before) throw notFound("Product of the special offer", "特价活动商品");
        if (Number(set.redeem_price) > Number(before.original_price)) {
          const en = `must not exceed the original price ${before.original_price}`;
          throw new ApiError(
            422,
            `Please check the input (redeem_price: ${en})`,
            { errors: { redeem_price: [en] } },
            `兑换价不能高于原价 ${before.original_price}`,
          );
        }
        // logged by the write itself, on the offer like every product change
        const after = await updateVersioned(q, ctx, {
          table: "special_offer_products",
          id,
          version,
          set,
          returning: PRODUCT_SELECT,
          current: one,
          log: { entity: "special_offer", action: "update_product", entityId: event_id, before },
        });
        return { result: after };
      }),
  }),
];
