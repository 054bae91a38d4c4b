import type { KeysetPage, PageData } from "~/ui/ListTable";
import type { LogRow } from "~/ui/LogTable";
import type { Api, CallOptions } from "./api.server";
import type { QueryValue } from "./query";

// The shared shape's client: a record's list, read, writes, transitions and change log at the
// endpoints its definition declares (a kind's `api`, a screen's paths), so the generic loaders and
// actions call functions rather than building paths at each call.

type Query = Record<string, QueryValue>;
type Save = Partial<CallOptions>;

/** A resource's API paths: its list and its record's base (`<one>/<id>`, `/create`, `/update`, `/change-status`). */
export interface RecordPaths {
  list: string;
  one: string;
  /** where a spec names the writes otherwise than `<one>/create`, `<one>/update`, `<one>/change-status` */
  create?: string;
  update?: string;
  status?: string;
  /** one record is read at `show?id=<id>` (the spec's `…/show`) instead of `<one>/<id>` */
  show?: string;
  /** one endpoint per transition at `<status>/<intent>` */
  each?: boolean;
  /** POST {id, version} deletes a record for good */
  remove?: string;
}

/**
 * What the shared record helpers (loadRecord, loadConfirmation) are given: a kind's typed client,
 * never an API path, so where a record is read stays its client's business.
 */
export interface RecordReader<Row> {
  show(id: number): Promise<Row>;
}

/** One record read by id: at `<one>/<id>`, or `<one>?id=<id>` when `byQuery` (the spec's `…/show`). */
export const readRecord = <Row>(api: Api, one: string, id: number, byQuery = false) =>
  byQuery ? api.get<Row>(one, { id }) : api.get<Row>(`${one}/${id}`);

/** A transition of one record: `{id, status: <intent>}` at `<status>`, or `{id}` at `<status>/<intent>` when `each`. */
export function moveRecord<Row>(api: Api, p: Pick<RecordPaths, "one" | "status" | "each">, id: number, intent: string) {
  const status = p.status ?? `${p.one}/change-status`;
  return p.each ? api.post<Row>(`${status}/${intent}`, { id }) : api.post<Row>(status, { id, status: intent });
}

export function recordApi<Row>(api: Api, p: RecordPaths) {
  return {
    list: (q: Query = {}) => api.get<PageData<Row>>(p.list, q),
    /** a page past the first of a keyset list (`after` the API's cursor) */
    keysetList: (q: Query & { after: string }) => api.get<KeysetPage<Row>>(p.list, q),
    /** how many records the filters find (one row asked for, its total read) */
    count: (filters: Query) => api.get<{ total: number }>(p.list, { ...filters, page_size: 1 }),
    show: (id: number) => (p.show !== undefined ? readRecord<Row>(api, p.show, id, true) : readRecord<Row>(api, p.one, id)),
    create: (body: Record<string, unknown>, o?: Save) => api.post<Row>(p.create ?? `${p.one}/create`, body, o),
    update: (body: Record<string, unknown> & { id: number; version?: number }, o?: Save) =>
      api.post<Row>(p.update ?? `${p.one}/update`, body, o),
    transition: (id: number, intent: string) => moveRecord<Row>(api, p, id, intent),
    remove: (v: { id: number; version?: number }) => api.post<unknown>(p.remove ?? `${p.one}/delete`, v),
  };
}

/** An area's change-log endpoint (the System screens' `config/logs` by default): one page of an entity's log. */
export const logApi = (api: Api, path = "config/logs") => ({
  page: (q: Query & { entity: string }) => api.get<PageData<LogRow>>(path, q),
});
