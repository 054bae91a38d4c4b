import type { KindDef, RowOf } from "~/domain/kinds/kind";
import type { Api } from "~/lib/api.server";
import type { QueryValue } from "~/lib/query";
import { logApi, recordApi } from "~/lib/record-api.server";
import { PICKERS, type PickerSource, type PickRow } from "./pickers";

// The typed clients of the resource shape: a kind's records at the endpoints its definition declares
// (kindClient), and the pickers' lists at the endpoint each source declares (pickersApi).

const rel = (path: string) => path.replace(/^\/api\//, "");

/** The kind's API paths as the console calls them (without `/api/`). */
export function kindPaths(kind: KindDef) {
  const { api } = kind;
  // one record is read at `<one>/<id>`: the base, or a show path of the spec's (`…/show/{id}`, `…/show?id=`)
  const byPath = api.show?.endsWith("/{id}");
  return {
    list: rel(api.list),
    one: byPath ? rel(api.show!.slice(0, -"/{id}".length)) : rel(api.one),
    show: api.show && !api.show.includes("{id}") ? rel(api.show) : undefined,
    // the spec's one write (`…/store`) creates, updates and moves: `{id, status: <transition>}`
    create: rel(api.store ?? api.create ?? `${api.one}/create`),
    update: rel(api.store ?? api.update ?? `${api.one}/update`),
    status: rel(api.store ?? api.status ?? `${api.one}/change-status`),
    each: !api.store && api.transitions === "each",
    log: rel(api.log ?? "config/logs"),
  };
}

/** where a kind that deletes for good posts `{id, version}` */
export const kindRemovePath = (kind: KindDef) => rel(kind.api.delete ?? `${kind.api.one}/delete`);

/**
 * A typed client of one kind for the console's loaders: its rows come back as the kind's row type,
 * the paths are the definition's, instead of `ctx.api.get<Row>("config/…")` strings in each loader.
 */
export function kindClient<K extends KindDef>(kind: K, api: Api) {
  const p = kindPaths(kind);
  const { list, show, create, update, transition, remove } = recordApi<RowOf<K>>(api, { ...p, remove: kindRemovePath(kind) });
  return {
    list,
    show,
    create,
    update: (body: Record<string, unknown> & { id: number; version: number }) => update(body),
    transition,
    /** a record deleted for good (`{id, version}`) */
    remove,
    log: (query: Record<string, QueryValue> = {}) => logApi(api, p.log).page({ entity: kind.entity, ...query }),
  };
}

type Extra = Record<string, string | number | undefined>;

/** A picker source's list, at the endpoint it declares: the chosen records by id, or a search's results. */
export function pickersApi(api: Api, source: PickerSource) {
  const path = PICKERS[source].api;
  return {
    chosen: (ids: number[], extra: Extra = {}) => api.get<{ list: PickRow[] }>(path, { ...extra, ids: ids.join(","), page_size: 20 }),
    search: (q: { site?: string; name?: string } & Extra) => api.get<{ list: PickRow[] }>(path, { ...q, page_size: 20 }),
    /** the products of a pool that the site sells (the product source's `pool`), to add them to a list */
    ofPool: (q: { site: string; pool: number; page_size: number }) => api.get<{ list: PickRow[] }>(path, q),
  };
}
