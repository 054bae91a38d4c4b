import type * as z from "zod";
import { ADJUSTMENTS, type AdjustField } from "../../../app/features/activity/events/kinds";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { endpoint, type Ctx, type Endpoint } from "../../http/router";
import { callerLang, checkAgainstCatalogue } from "./catalogue";
import * as s from "./schemas";
import { PRODUCT_COLS, accessFor, assertDraft, assertVersion, changeEvent, loadEvent } from "./store";

// The products of a draft event: added in batches (from a pool, or typed), adjusted one figure at
// a time for many SKUs at once, removed. Each batch is all-or-nothing in one transaction with its
// log row, against the event's version.

type Target = { event_id: number; version: number };
type Rows = ({ id: number } & Record<string, unknown>)[];

/** Locks the event, checks kind, version and draft state; runs the change and logs it. */
async function onDraft<B extends Target>(
  ctx: Ctx<unknown, B>,
  action: string,
  change: (q: Queryable, ev: Awaited<ReturnType<typeof loadEvent>>) => Promise<{ before: unknown; after: unknown }>,
) {
  return ctx.db.tx(async (q) => {
    const ev = await loadEvent(q, ctx.user, ctx.body.event_id, "write", true);
    assertVersion(ev, ctx.body.version);
    assertDraft(ev);
    const { before, after } = await change(q, ev);
    const { version } = await changeEvent(q, ctx, ev.id, { action, before, after: after as object | null });
    return { event_id: ev.id, version, after };
  });
}

/** The event's products by id, every id required to be one of them (else 404 naming it). */
async function productsOf(q: Queryable, eventId: number, ids: number[]) {
  const rows = await q.query<{ id: number; sku_code: string } & Record<string, unknown>>(
    `select ${PRODUCT_COLS} from event_products where event_id = $1 and id = any($2::int[])`,
    [eventId, ids],
  );
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) throw new ApiError(404, `Product ${missing[0]} is not in this event`, null, `商品 ${missing[0]} 不在该活动中`);
  return rows;
}

function adjust(field: AdjustField): Endpoint {
  const body = s.adjustBodies[field];
  const list = s.ADJUST_LIST[field];
  return endpoint<unknown, Target & Record<string, Rows>>({
    method: "POST",
    path: `/api/event/${ADJUSTMENTS[field]}`,
    access: accessFor("write"),
    body: body as unknown as z.ZodType<Target & Record<string, Rows>>,
    handler: (ctx) =>
      onDraft(ctx, `adjust_${field}`, async (q, ev) => {
        const items = ctx.body[list] as Rows;
        const rows = await productsOf(
          q,
          ev.id,
          items.map((i) => i.id),
        );
        if (field === "price") {
          // a SKU added before the catalogue check (or since dropped from the catalogue) is not
          // refused for that here: only its price is bounded, where the catalogue has one
          await checkAgainstCatalogue(
            q,
            ev,
            callerLang(ctx.req),
            items.map((it, i) => ({
              sku: rows.find((r) => r.id === it.id)!.sku_code,
              price: String(it.price),
              pricePath: `${list}.${i}.price`,
            })),
            { requireListed: false },
          );
        }
        for (const it of items)
          await q.query(`update event_products set ${field} = $3 where event_id = $1 and id = $2`, [ev.id, it.id, it[field]]);
        const before = rows.map((r) => ({ sku_code: r.sku_code, [field]: r[field] }));
        const after = items.map((it) => ({ sku_code: rows.find((r) => r.id === it.id)!.sku_code, [field]: it[field] }));
        return { before, after };
      }),
  });
}

export const productEndpoints = [
  endpoint<unknown, z.infer<typeof s.poolBody>>({
    method: "POST",
    path: "/api/event/batchSaveFromPool",
    access: accessFor("write"),
    body: s.poolBody,
    handler: (ctx) =>
      onDraft(ctx, "add_products", async (q, ev) => {
        const items = ctx.body.products;
        const codes = items.map((i) => i.sku_code);
        const dupInBatch = codes.find((c, i) => codes.indexOf(c) !== i);
        if (dupInBatch)
          throw new ApiError(
            422,
            `SKU ${dupInBatch} is listed twice`,
            { errors: { products: [`SKU ${dupInBatch} is listed twice`] } },
            `SKU ${dupInBatch} 重复`,
          );
        const catalogue = await checkAgainstCatalogue(
          q,
          ev,
          callerLang(ctx.req),
          items.map((it, i) => ({
            sku: it.sku_code,
            skuPath: `products.${i}.sku_code`,
            price: it.price,
            pricePath: `products.${i}.price`,
          })),
          { requireListed: true },
        );
        const present = await q.query<{ sku_code: string }>(
          "select sku_code from event_products where event_id = $1 and sku_code = any($2::text[])",
          [ev.id, codes],
        );
        if (present.length)
          throw new ApiError(
            409,
            `SKU ${present[0].sku_code} is already in this event`,
            { errors: { products: [`SKU ${present[0].sku_code} is already in this event`] } },
            `SKU ${present[0].sku_code} 已在该活动中`,
          );
        // the name is the catalogue's at the time of adding: a snapshot, as the event's price is
        const added = items.map((it) => ({ ...it, product_name: catalogue.get(it.sku_code)!.name! }));
        await q.query(
          `insert into event_products (event_id, sku_code, product_name, price, stock)
           select $1, x.sku_code, x.product_name, x.price::numeric, x.stock from jsonb_to_recordset($2::jsonb) as x(sku_code text, product_name text, price text, stock int)`,
          [ev.id, JSON.stringify(added)],
        );
        return { before: null, after: added };
      }),
  }),
  ...(Object.keys(ADJUSTMENTS) as AdjustField[]).map(adjust),
  endpoint<unknown, z.infer<typeof s.removeBody>>({
    method: "POST",
    path: "/api/event/batchRemoveEventProduct",
    access: accessFor("write"),
    body: s.removeBody,
    handler: (ctx) =>
      onDraft(ctx, "remove_products", async (q, ev) => {
        const rows = await productsOf(q, ev.id, ctx.body.product_ids);
        await q.query("delete from event_products where event_id = $1 and id = any($2::int[])", [ev.id, ctx.body.product_ids]);
        return {
          before: rows.map((r) => ({ sku_code: r.sku_code, product_name: r.product_name, price: r.price, stock: r.stock })),
          after: null,
        };
      }),
  }),
];
