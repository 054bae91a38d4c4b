import * as z from "zod";
import type { Lifecycle } from "../../app/lib/lifecycle";
import { routeByName } from "../../app/lib/route-tree";
import type { Queryable } from "../db/client";
import { ApiError, forbidden, notFound, validationError } from "../http/errors";
import { Filters, idField, pageQuery, paginate, positiveId } from "../http/list";
import type { Ctx, Endpoint } from "../http/router";
import type { Filter } from "./filters";
import { keysetOrder } from "./keyset";
import { createRecord, transition, updateVersioned } from "./write";

type Values = Record<string, any>;
type AnyCtx = Ctx<Values, Values>;
/** A hand-written handler in place of the generic one; `generic` is the one it replaces. */
export type Custom = (ctx: AnyCtx, generic: (ctx: AnyCtx) => Promise<unknown>) => Promise<unknown>;

/**
 * One editable record kind over one table: from it come the list, show, create, update and
 * transition endpoints, with the envelope, zod, declared access, audit in the write's transaction,
 * version checks (409) and idempotency (the router's, through `ctx.audit`). Who may call each comes
 * from the route tree: reading needs the route's name, a write the key its `intents` give for the
 * operation ("create", "update", or the transition's name).
 */
export interface ResourceDef {
  /** audit-log entity */
  entity: string;
  /** names the record in messages ("Exchange rate not found") */
  noun: { en: string; zh: string };
  /** route-tree name */
  route: string;
  /** who reads (default: the route's name) and, per operation, who writes (default: the route tree's `intents`) */
  keys?: { read?: string[]; write?: Record<string, string | readonly string[]> };
  table: string;
  /** the record as the API returns it */
  select: string;
  /** API field → column, where they differ; null: a body field that is not stored (a confirmation) */
  columns?: Record<string, string | null>;
  /** the column stamped with the acting person's name */
  actor?: string;
  list: {
    path: string;
    filters: Record<string, Filter>;
    /** the default order (SQL) */
    order: string;
    /** sortable fields (`?sort=<field>&order=asc|desc`) → column; nothing else can be sorted by */
    sort?: Record<string, string>;
    /** pages by keyset too: `after=<cursor>` continues `order` (no count); each page names its `next` cursor */
    keyset?: boolean;
    handler?: Custom;
  };
  show?: { path: string; handler?: Custom };
  create?: { path: string; body: z.ZodType; handler?: Custom };
  /** `body` carries `id` and `version` */
  update?: { path: string; body: z.ZodType; handler?: Custom };
  /** POST {id, status: <transition>}; with `each`, one POST {id} per transition at `<path>/<name>` (the spec's
   * `…/enable`, `…/terminate`); the table has `version` and `updated_at` */
  transition?: { path: string; lifecycle: Lifecycle; each?: boolean; handler?: Custom };
  /** POST {id, version}: the record deleted for good (the route tree's `delete` intent), its audit row kept */
  remove?: { path: string; handler?: Custom };
  /**
   * One POST in place of create, update and the transitions (the spec's `…/store`): a body without `id` is
   * created, one with `id` and `version` updated, `{id, status: <transition>}` moved; each checked with its
   * own schema and key as at its own path. `handler` wraps the three (a rule about the body as a whole).
   */
  store?: { path: string; handler?: Custom };
  /** rules beyond the schema and the table's constraints, checked in the write's transaction before
   * it; may return more columns to write (values the server derives) */
  check?(q: Queryable, values: Values, id: number | null): Promise<void | Values>;
  /** the same for a transition about to be applied to `row` */
  checkTransition?(q: Queryable, row: Values, name: string): Promise<void>;
}

const IDENT = /^[a-z_][a-z0-9_]*$/;

/**
 * The record endpoints under one base path, as this API names them: `<base>/{id}`, `<base>/create`,
 * `<base>/update`, `<base>/change-status`. Spread into a definition; spell the paths out where a
 * spec names them otherwise (`…/paginate`, `…/enable`).
 */
export function recordApi(base: string, ops: { create?: z.ZodType; update?: z.ZodType; lifecycle?: Lifecycle }) {
  return {
    show: { path: `${base}/{id}` },
    create: ops.create && { path: `${base}/create`, body: ops.create },
    update: ops.update && { path: `${base}/update`, body: ops.update },
    transition: ops.lifecycle && { path: `${base}/change-status`, lifecycle: ops.lifecycle },
  } satisfies Partial<ResourceDef>;
}

/** The list's query schema: paging, the declared filters, and sort only by the declared fields. */
export function listQuery(list: ResourceDef["list"]) {
  const sortable = Object.keys(list.sort ?? {});
  return z.strictObject({
    ...pageQuery,
    ...Object.fromEntries(Object.entries(list.filters).map(([k, f]) => [k, f.schema.optional()])),
    ...(list.keyset ? { after: z.string().min(1).max(400).optional() } : {}),
    ...(sortable.length
      ? {
          sort: z.enum(sortable as [string, ...string[]], { error: `must be one of ${sortable.join(", ")}` }).optional(),
          order: z.enum(["asc", "desc"]).optional(),
        }
      : {}),
  });
}

/** WHERE and ORDER BY of one list request, from its parsed query: only declared clauses and columns. */
export function listSql(list: ResourceDef["list"], query: Values) {
  const f = new Filters();
  for (const [k, filter] of Object.entries(list.filters)) {
    const v = query[k];
    f.add(filter.clause, v === undefined || !filter.bind ? v : filter.bind(v as never));
  }
  const column = query.sort && list.sort && Object.hasOwn(list.sort, query.sort) ? list.sort[query.sort] : undefined;
  const dir = query.order === "desc" ? "desc" : "asc";
  return { where: f.where, params: f.params, orderBy: column ? `${column} ${dir}, id ${dir}` : list.order };
}

function idFrom(params: Record<string, string>) {
  const parsed = positiveId.safeParse(params.id);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

export function resourceEndpoints(def: ResourceDef): Endpoint[] {
  const route = routeByName(def.route);
  if (!route) throw new Error(`resource ${def.entity}: route ${def.route} is not in the route tree`);
  const keyOf = (intent: string): string[] => {
    const key = def.keys?.write?.[intent] ?? route.intents[intent];
    if (!key) throw new Error(`resource ${def.entity}: route ${def.route} declares no "${intent}" intent in the route tree`);
    return typeof key === "string" ? [key] : [...key];
  };
  const mayWrite = (ctx: AnyCtx, keys: string[]) => {
    if (!keys.some((k) => ctx.user.permissions.has(k))) throw forbidden();
  };
  /** the writes a store endpoint dispatches to, by the body's shape */
  const writes: { create?: (ctx: AnyCtx) => Promise<unknown>; update?: (ctx: AnyCtx) => Promise<unknown> } & {
    move?: (ctx: AnyCtx) => Promise<unknown>;
  } = {};
  const storeSchemas: { create?: z.ZodType; update?: z.ZodType; move?: z.ZodType } = {};
  const column = (field: string) => {
    const c = def.columns?.[field] ?? field;
    if (!IDENT.test(c)) throw new Error(`resource ${def.entity}: ${c} is not a column name`);
    return c;
  };
  /** the body's stored fields and what `check` derived, as [column, value] */
  const stored = (values: Values, derived: void | Values) =>
    Object.entries({ ...values, ...derived })
      .filter(([k, v]) => v !== undefined && def.columns?.[k] !== null)
      .map(([k, v]) => [column(k), v] as const);
  const actor = def.actor ?? "updated_by";
  const missing = () => notFound(def.noun.en, def.noun.zh);
  const read = { any: def.keys?.read ?? [route.name] };
  const one = async (q: Queryable, id: number, lock = "") =>
    (await q.query<Values>(`select ${def.select} from ${def.table} where id = $1 ${lock}`, [id]))[0];
  const run = (custom: Custom | undefined, generic: (ctx: AnyCtx) => Promise<unknown>) =>
    custom ? (ctx: AnyCtx) => custom(ctx, generic) : generic;
  const out: Endpoint[] = [];

  const lq = listQuery(def.list);
  const keyset = def.list.keyset ? keysetOrder(def.list.order) : null;
  out.push({
    method: "GET",
    path: def.list.path,
    access: read,
    query: lq,
    handler: run(def.list.handler, async ({ db, query }) => {
      const sql = listSql(def.list, query);
      if (!keyset) return paginate(db, { select: def.select, from: def.table, ...sql, page: query.page, pageSize: query.page_size });
      if (query.after === undefined) {
        // a page by number names its next cursor too, so a list can go on by keyset from any page
        const page = await paginate<Values>(db, {
          select: def.select,
          from: def.table,
          ...sql,
          page: query.page,
          pageSize: query.page_size,
        });
        const last = page.list.at(-1);
        // sorted by a column, the list pages by number only
        if (query.sort) return page;
        const more = last && (page.page - 1) * page.page_size + page.list.length < page.total;
        return { ...page, next: more ? keyset.cursorOf(last) : null };
      }
      if (query.sort)
        throw new ApiError(422, "Please check the input (after: pages the list in its own order, without sort)", {
          errors: { after: ["pages the list in its own order, without sort"] },
        });
      const after = keyset.after(query.after, sql.params.length + 1);
      const where = [...sql.where, after.clause];
      const rows = await db.query<Values>(
        `select ${def.select} from ${def.table} where ${where.join(" and ")} order by ${def.list.order} limit $${sql.params.length + after.params.length + 1}`,
        [...sql.params, ...after.params, query.page_size + 1],
      );
      const list = rows.slice(0, query.page_size);
      return { list, page_size: query.page_size, next: rows.length > query.page_size ? keyset.cursorOf(list.at(-1)!) : null };
    }),
  } as Endpoint);

  if (def.show) {
    // `<base>/{id}`, or the spec's `…/show?id=`
    const byQuery = !def.show.path.includes("{id}");
    out.push({
      method: "GET",
      path: def.show.path,
      access: read,
      query: byQuery ? z.strictObject({ id: positiveId }) : undefined,
      handler: run(def.show.handler, async ({ db, params, query }) => {
        const row = await one(db, byQuery ? (query as { id: number }).id : idFrom(params));
        if (!row) throw missing();
        return row;
      }),
    } as Endpoint);
  }

  if (def.create) {
    const handler = run(def.create.handler, (ctx) =>
      ctx.db.tx(async (q) => {
        const entries = stored(ctx.body, await def.check?.(q, ctx.body, null));
        const values = Object.fromEntries([...entries, [actor, ctx.user.name]]);
        return createRecord(q, ctx, { table: def.table, values, returning: def.select, log: { entity: def.entity } });
      }),
    );
    const keys = keyOf("create");
    writes.create = (ctx) => (mayWrite(ctx, keys), handler(ctx));
    storeSchemas.create = def.create.body;
    if (!def.store) out.push({ method: "POST", path: def.create.path, access: { any: keys }, body: def.create.body, handler } as Endpoint);
  }

  if (def.update) {
    const keys = keyOf("update");
    const handler = run(def.update.handler, async (ctx) => {
      const { id, version, ...values } = ctx.body;
      return ctx.db.tx(async (q) => {
        const current = () => one(q, id) as Promise<{ version: number } | undefined>;
        const before = await current();
        if (!before) throw missing();
        const set = Object.fromEntries(stored(values, await def.check?.(q, values, id)));
        return updateVersioned(q, ctx, {
          table: def.table,
          id,
          version,
          set,
          actor,
          returning: def.select,
          current,
          log: { entity: def.entity, before },
        });
      });
    });
    writes.update = (ctx) => (mayWrite(ctx, keys), handler(ctx));
    storeSchemas.update = def.update.body;
    if (!def.store) out.push({ method: "POST", path: def.update.path, access: { any: keys }, body: def.update.body, handler } as Endpoint);
  }

  if (def.transition) {
    const { lifecycle } = def.transition;
    const names = Object.keys(lifecycle.transitions) as [string, ...string[]];
    const need = Object.fromEntries(names.map((n) => [n, keyOf(n)]));
    const stateColumn = column(lifecycle.field);
    const apply = (status: string) => async (ctx: AnyCtx) => {
      const id = ctx.body.id as number;
      mayWrite(ctx, need[status]);
      const { after } = await transition(ctx.db, ctx, {
        table: def.table,
        lifecycle,
        id,
        name: status,
        select: def.select,
        entity: def.entity,
        noun: def.noun,
        actor,
        column: stateColumn,
        check: def.checkTransition && ((q, before) => def.checkTransition!(q, before, status)),
      });
      return after;
    };
    const moveBody = z.strictObject({ id: idField, status: z.enum(names) });
    writes.move = run(def.transition.handler, (ctx) => apply(ctx.body.status as string)(ctx));
    storeSchemas.move = moveBody;
    if (def.store) {
      // moved through the store endpoint below
    } else if (def.transition.each) {
      for (const name of names) {
        out.push({
          method: "POST",
          path: `${def.transition.path}/${name}`,
          access: { any: need[name] },
          body: z.strictObject({ id: idField }),
          handler: run(def.transition.handler, apply(name)),
        } as Endpoint);
      }
    } else {
      out.push({
        method: "POST",
        path: def.transition.path,
        access: { any: [...new Set(Object.values(need).flat())] },
        body: moveBody,
        handler: writes.move,
      } as Endpoint);
    }
  }
  if (def.remove) {
    out.push({
      method: "POST",
      path: def.remove.path,
      access: { any: keyOf("delete") },
      body: z.strictObject({ id: idField, version: z.coerce.number().int().min(1).max(2147483647).optional() }),
      handler: run(def.remove.handler, (ctx) =>
        ctx.db.tx(async (q) => {
          const { id, version } = ctx.body as { id: number; version?: number };
          const before = await one(q, id, "for update");
          if (!before) throw missing();
          // a version from the page that asked: a record changed since is not deleted unseen
          if (version !== undefined && before.version !== version)
            throw new ApiError(
              409,
              `The ${def.noun.en.toLowerCase()} was changed by someone else`,
              { current: before },
              `${def.noun.zh}已被他人修改`,
            );
          await q.query(`delete from ${def.table} where id = $1`, [id]);
          await ctx.audit(q, { action: "delete", entity: def.entity, entityId: id, before, after: null });
          return { id, deleted: true };
        }),
      ),
    } as Endpoint);
  }
  if (def.store) out.push(storeEndpoint(def.store, writes, storeSchemas, keyOf, def.transition?.lifecycle));
  return out;
}

/**
 * The spec's `…/store`: one POST that creates, updates or moves a record by the body's shape. Its own
 * schema names the fields any of the three takes (an unknown one is refused at once); the write it
 * dispatches to parses the body with its own schema, needs its own key, and answers as at its own path.
 */
function storeEndpoint(
  store: NonNullable<ResourceDef["store"]>,
  writes: {
    create?: (ctx: AnyCtx) => Promise<unknown>;
    update?: (ctx: AnyCtx) => Promise<unknown>;
    move?: (ctx: AnyCtx) => Promise<unknown>;
  },
  schemas: { create?: z.ZodType; update?: z.ZodType; move?: z.ZodType },
  keyOf: (intent: string) => string[],
  lifecycle?: Lifecycle,
): Endpoint {
  const shape: Record<string, z.ZodType> = {};
  for (const s of [schemas.create, schemas.update, schemas.move]) {
    const fields = (s as z.ZodObject | undefined)?.shape ?? {};
    // only the names here: the write's own schema judges the values, so every field error (and the checks
    // across fields) comes at once, and no default fills a field the caller left out
    for (const k of Object.keys(fields)) shape[k] = z.unknown().optional();
  }
  const intents = ["create", "update", ...Object.keys(lifecycle?.transitions ?? {})];
  const dispatch = async (ctx: AnyCtx) => {
    const body = ctx.body;
    const which =
      body.id === undefined
        ? "create"
        : body.status !== undefined && Object.keys(body).every((k) => k === "id" || k === "status")
          ? "move"
          : "update";
    const write = writes[which];
    const schema = schemas[which];
    if (!write || !schema)
      throw new ApiError(422, "Please check the input (this record cannot be written so)", { errors: { id: ["not accepted here"] } });
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw validationError(parsed.error);
    return write({ ...ctx, body: parsed.data as Values });
  };
  return {
    method: "POST",
    path: store.path,
    access: { any: [...new Set(intents.flatMap(keyOf))] },
    body: z.strictObject(shape),
    handler: store.handler ? (ctx: AnyCtx) => store.handler!(ctx, dispatch) : dispatch,
  } as Endpoint;
}
