import * as z from "zod";
import { columnsOf, rowNames, selectList, type KindDef } from "../../app/domain/kinds/kind";
import { apiBody, fieldRules } from "../../app/domain/kinds/schemas";
import { text } from "../http/list";
import { contains, equals, flag, period, type Filter } from "./filters";
import { logEndpoint } from "./logs";
import { resourceEndpoints, type ResourceDef } from "./resource";
import { usWestDays } from "./us-west-days";

/**
 * A kind's one definition (app/domain/kinds) as the API's resource: its select list, filters,
 * sort, create/update bodies and lifecycle come from the declared fields; `more` adds what is
 * written by hand (a `check` in the write's transaction, a custom handler, more filters).
 */
export function kindResource(kind: KindDef, more: Partial<ResourceDef> & { filters?: Record<string, Filter> } = {}): ResourceDef {
  const columns = columnsOf(kind);
  const filters: Record<string, Filter> = {};
  const sort: Record<string, string> = { ...kind.sort, updated_at: "updated_at" };
  for (const [name, f] of Object.entries(kind.fields)) {
    const column = f.column ?? name;
    if (f.filter === "equals") filters[name] = equals(column, fieldRules(name, f)[name]);
    if (f.filter === "contains") filters[name] = contains([column], text(100));
    if (f.filter === "period") filters.period = period("start_at", "end_at");
    if (typeof f.list === "object" && f.list.sort) for (const n of rowNames(name, f)) sort[n] = n === name ? column : n;
  }
  const l = kind.lifecycle;
  if (l) {
    const values = Object.values(l.states).map((st) => st.value);
    // a boolean state is "true" / "false" in the query; others are their stored values
    filters[l.field] = values.every((x) => typeof x === "boolean")
      ? flag(l.field)
      : equals(l.field, z.enum(values.map(String) as [string, ...string[]], { error: `must be one of ${values.join(", ")}` }));
  }
  const { filters: moreFilters, list, check, ...rest } = more;
  // a schedule given as US West days is stored as their instants (the hand-written check sees them too)
  const days = Object.values(kind.fields).some((f) => f.kind === "schedule" && f.days);
  const lines = Object.entries(kind.fields).flatMap(([n, f]) => (f.kind === "productLines" ? [n] : []));
  const { api } = kind;
  return {
    entity: kind.entity,
    noun: kind.noun,
    route: kind.route,
    keys: kind.keys,
    table: kind.table,
    select: selectList(kind),
    columns,
    list: { path: api.list, filters: { ...filters, ...moreFilters }, order: kind.order ?? "id desc", sort, ...list },
    show: { path: api.show ?? `${api.one}/{id}` },
    create: { path: api.create ?? `${api.one}/create`, body: apiBody(kind, "create") },
    update: { path: api.update ?? `${api.one}/update`, body: apiBody(kind, "update") },
    transition: kind.lifecycle && {
      path: api.status ?? `${api.one}/change-status`,
      lifecycle: kind.lifecycle,
      each: kind.api.transitions === "each",
    },
    check:
      days || lines.length
        ? async (q, v, id) => {
            const p = days ? await usWestDays(q, String(v.start_day), String(v.end_day)) : {};
            // a child collection is stored as JSON, its place in the array as each line's position
            const stored = lines.map((n) => [n, JSON.stringify((v[n] as object[]).map((x, i) => ({ position: i + 1, ...x })))]);
            return { ...p, ...Object.fromEntries(stored), ...(await check?.(q, { ...v, ...p }, id)) };
          }
        : check,
    ...rest,
  };
}

/**
 * All of a kind's endpoints: list, show, create, update, its transitions, and its change log where
 * the kind names a log path of its own (an area's shared log endpoint lists its kinds itself).
 */
export function kindEndpoints(kind: KindDef, more: Parameters<typeof kindResource>[1] = {}) {
  const resource = kindResource(kind, more);
  const log = kind.api.log ? [logEndpoint(kind.api.log, [{ entity: kind.entity, route: kind.route }])] : [];
  return [...resourceEndpoints(resource), ...log];
}
