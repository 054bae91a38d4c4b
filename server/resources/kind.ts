import * as z from "zod";
import { columnsOf, rowNames, selectList, type KindDef } from "../../app/domain/kinds/kind";
import { apiBody, fieldRules } from "../../app/domain/kinds/schemas";
import { text } from "../http/list";
import { contains, equals, flag, period, type Filter } from "./filters";
import { logEndpoint, type LogScope } from "./logs";
import { storedImageAddress } from "../storage/seed-images";
import { storedImages } from "../storage/image-address";
import { resourceEndpoints, type Custom, type ResourceDef } from "./resource";
import { withSlotChecks } from "./slots";
import { usWestDays } from "./us-west-days";

/**
 * A kind's one definition (app/domain/kinds) as the API's resource: its select list, filters,
 * sort, create/update bodies and lifecycle come from the declared fields; `more` adds what is
 * written by hand (a `check` in the write's transaction, a custom handler, more filters).
 */
export function kindResource(
  kind: KindDef,
  more: Partial<ResourceDef> & { filters?: Record<string, Filter>; logScope?: LogScope } = {},
): ResourceDef {
  const columns = columnsOf(kind);
  const filters: Record<string, Filter> = {};
  const sort: Record<string, string> = { updated_at: "updated_at" };
  for (const [name, f] of Object.entries(kind.fields)) {
    const column = f.column ?? name;
    const param = f.filterAs ?? name;
    if (f.filter === "equals") filters[param] = f.kind === "checkbox" ? flag(column) : equals(column, fieldRules(name, f)[name]);
    // a text filter is at most as long as the text it searches
    if (f.filter === "contains") filters[param] = contains([column], text(f.max ?? 100));
    if (f.filter === "period") filters.period = period("start_at", "end_at");
    if (typeof f.list === "object" && f.list.sort) for (const n of rowNames(name, f)) sort[n] = n === name ? column : n;
  }
  // the kind's own sort columns win (a version sorted by its numeric key, not its text)
  Object.assign(sort, kind.sort);
  const l = kind.lifecycle;
  if (l) {
    const values = Object.values(l.states).map((st) => st.value);
    // a boolean state is "true" / "false" in the query; others are their stored values
    filters[l.field] = values.every((x) => typeof x === "boolean")
      ? flag(l.field)
      : equals(l.field, z.enum(values.map(String) as [string, ...string[]], { error: `must be one of ${values.join(", ")}` }));
  }
  // a kind that declares a slot is held to the one slot rule after its own checks
  const { filters: moreFilters, list, show, store, logScope: _scope, ...others } = more;
  const { check, ...rest } = { ...others, ...withSlotChecks(kind, others) };
  // a schedule given as US West days is stored as their instants (the hand-written check sees them too)
  const days = Object.values(kind.fields).some((f) => f.kind === "schedule" && f.days);
  const lines = Object.entries(kind.fields).flatMap(([n, f]) => (f.kind === "productLines" ? [n] : []));
  // a collection of another item shape is stored as its rule gave it: the array's order is each item's slot
  const items = Object.entries(kind.fields).flatMap(([n, f]) => (f.kind === "collection" ? [n] : []));
  const { api } = kind;
  return withStoredFiles(kind, {
    entity: kind.entity,
    noun: kind.noun,
    route: kind.route,
    keys: kind.keys,
    table: kind.table,
    select: selectList(kind),
    columns,
    list: { path: api.list, filters: { ...filters, ...moreFilters }, order: kind.order ?? "id desc", sort, keyset: kind.keyset, ...list },
    show: { path: api.show ?? `${api.one}/{id}`, ...show },
    create: { path: api.create ?? `${api.one}/create`, body: apiBody(kind, "create") },
    update: { path: api.update ?? `${api.one}/update`, body: apiBody(kind, "update") },
    transition: kind.lifecycle && {
      path: api.status ?? `${api.one}/change-status`,
      lifecycle: kind.lifecycle,
      each: kind.api.transitions === "each",
    },
    remove: kind.hardDelete ? { path: api.delete ?? `${api.one}/delete` } : undefined,
    store: api.store ? { path: api.store, ...store } : undefined,
    check:
      days || lines.length || items.length
        ? async (q, v, id) => {
            const p = days ? await usWestDays(q, String(v.start_day), String(v.end_day)) : {};
            // a child collection is stored as JSON, its place in the array as each line's position
            const stored = [
              ...lines.map((n) => [n, JSON.stringify((v[n] as object[]).map((x, i) => ({ position: i + 1, ...x })))]),
              ...items.map((n) => [n, JSON.stringify(v[n])]),
            ];
            return { ...p, ...Object.fromEntries(stored), ...(await check?.(q, { ...v, ...p }, id)) };
          }
        : check,
    ...rest,
  });
}

type Row = Record<string, unknown>;

/**
 * A kind's file fields hold stored keys: a write takes only the store's objects (their key or the
 * address the upload answered) and every answer gives the store's address for a key (issue 39 §6).
 */
function withStoredFiles(kind: KindDef, def: ResourceDef): ResourceDef {
  const files = Object.entries(kind.fields)
    .filter(([, f]) => f.kind === "image" || f.kind === "video")
    .map(([name]) => name);
  if (!files.length) return def;
  const addresses = (store: Parameters<typeof storedImageAddress>[0], row: unknown): unknown => {
    if (!row || typeof row !== "object") return row;
    const r = row as Row;
    if (Array.isArray(r.list)) return { ...r, list: r.list.map((x) => addresses(store, x)) };
    const out = { ...r };
    for (const f of files) if (typeof out[f] === "string" && out[f]) out[f] = storedImageAddress(store, out[f] as string);
    return out;
  };
  const wrap =
    (custom: Custom | undefined, write: boolean): Custom =>
    async (ctx, generic) => {
      if (write) ctx.body = storedImages(ctx.store, ctx.body as Row, files);
      return addresses(ctx.store, await (custom ? custom(ctx, generic) : generic(ctx)));
    };
  return {
    ...def,
    list: { ...def.list, handler: wrap(def.list.handler, false) },
    show: def.show && { ...def.show, handler: wrap(def.show.handler, false) },
    create: def.create && { ...def.create, handler: wrap(def.create.handler, true) },
    update: def.update && { ...def.update, handler: wrap(def.update.handler, true) },
    transition: def.transition && { ...def.transition, handler: wrap(def.transition.handler, false) },
  };
}

/**
 * All of a kind's endpoints: list, show, create, update, its transitions, and its change log where
 * the kind names a log path of its own (an area's shared log endpoint lists its kinds itself).
 */
export function kindEndpoints(kind: KindDef, more: Parameters<typeof kindResource>[1] = {}) {
  const resource = kindResource(kind, more);
  const log = kind.api.log
    ? [logEndpoint(kind.api.log, [{ entity: kind.entity, route: kind.route, readers: kind.keys?.read }], more.logScope)]
    : [];
  return [...resourceEndpoints(resource), ...log];
}
