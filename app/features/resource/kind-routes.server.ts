import { apiNames, type KindDef, type RowOf } from "~/domain/kinds/kind";
import { linesToBody } from "~/domain/kinds/product-lines";
import { formSchema } from "~/domain/kinds/schemas";
import type { Api } from "~/lib/api.server";
import type { UploadPurpose } from "~/lib/constants";
import { validityPeriod } from "~/lib/time.server";
import type { PageData } from "~/ui/ListTable";
import { toStored } from "./kind-screen";
import { imageFields } from "./kind-validator";
import { resourceRoutes, type ResourceServer } from "./routes.server";
import type { ScreenDef } from "./screen";

type QueryValue = string | number | boolean | undefined;
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

/**
 * A typed client of one kind for the console's loaders: its rows come back as the kind's row type,
 * the paths are the definition's, instead of `ctx.api.get<Row>("config/…")` strings in each loader.
 */
export function kindClient<K extends KindDef>(kind: K, api: Api) {
  type Row = RowOf<K>;
  const p = kindPaths(kind);
  return {
    list: (query: Record<string, QueryValue> = {}) => api.get<PageData<Row>>(p.list, query),
    show: (id: number) => (p.show ? api.get<Row>(p.show, { id }) : api.get<Row>(`${p.one}/${id}`)),
    create: (body: Record<string, unknown>) => api.post<Row>(p.create, body),
    update: (body: Record<string, unknown> & { id: number; version: number }) => api.post<Row>(p.update, body),
    transition: (id: number, name: string) =>
      p.each ? api.post<Row>(`${p.status}/${name}`, { id }) : api.post<Row>(p.status, { id, status: name }),
    log: (query: Record<string, QueryValue> = {}) => api.get(p.log, { entity: kind.entity, ...query }),
  };
}

/** A valid form's values as the API's body: selects as stored, a schedule as its US West days' instants, a redirection type as its number. */
export function toApiBody(kind: KindDef, v: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...v };
  for (const [name, f] of Object.entries(kind.fields)) {
    if (f.kind === "select" && typeof v[name] === "string") out[name] = toStored(f, v[name] as string);
    if (f.kind === "multiSelect" && Array.isArray(v[name])) out[name] = (v[name] as string[]).map((x) => toStored(f, x));
    if (f.kind === "schedule" && !f.days) {
      delete out.start_date;
      delete out.end_date;
      Object.assign(out, validityPeriod(String(v.start_date), String(v.end_date)));
    }
    if (f.kind === "productLines") out[name] = linesToBody(String(v[name] ?? ""), f.lines!);
    if (f.kind === "collection") out[name] = f.collection!.toBody(v[name]);
    if (f.kind === "redirection") {
      const [type] = apiNames(name, f);
      out[type] = Number(v[type]);
    }
    if (f.kind === "checkbox" && f.option) out[name] = v[name] === "yes";
    // an empty number box is none (no limit), said so to the API
    if ((f.kind === "number" || f.kind === "money") && f.required === false && v[name] === undefined) out[name] = null;
    if (f.kind === "localized") {
      const texts: Record<string, unknown> = {};
      for (const l of f.values ?? []) {
        texts[l] = v[`${f.formPrefix ?? name}_${l}`];
        delete out[`${f.formPrefix ?? name}_${l}`];
      }
      out[name] = texts;
    }
  }
  return out;
}

/** The API's field names → the form's, where they differ: a schedule's days, a localized text's languages. */
function fieldMapOf(kind: KindDef): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const [name, f] of Object.entries(kind.fields)) {
    // an API given instants answers about them; the form has their days
    if (f.kind === "schedule" && !f.days) Object.assign(out, { start_at: "start_date", end_at: "end_date" });
    if (f.kind === "localized") for (const l of f.values ?? []) out[`${name}.${l}`] = `${f.formPrefix ?? name}_${l}`;
  }
  return Object.keys(out).length ? out : undefined;
}

/** The loaders and actions of a kind's list and form routes, from its one definition; `hand` adds or replaces pieces. */
export function kindRoutes<K extends KindDef>(
  kind: K,
  screen: ScreenDef<RowOf<K>>,
  hand: Partial<ResourceServer<ReturnType<typeof formSchema>>> & { purpose?: UploadPurpose } = {},
) {
  const p = kindPaths(kind);
  const images = imageFields(kind);
  const { purpose = "event", ...rest } = hand;
  // a video goes under the spec's origin/videos/ prefix, whatever the kind's images use
  const purposeOf = (name: string): UploadPurpose => (kind.fields[name]?.kind === "video" ? "videos" : purpose);
  return resourceRoutes(screen, {
    api: {
      list: p.list,
      one: p.one,
      show: p.show,
      create: p.create,
      update: p.update,
      status: p.status,
      each: p.each,
      remove: kind.hardDelete ? rel(kind.api.delete ?? `${kind.api.one}/delete`) : undefined,
    },
    keyset: kind.keyset,
    schema: formSchema(kind),
    toBody: (v) => toApiBody(kind, v as Record<string, unknown>),
    fieldMap: fieldMapOf(kind),
    logs: kind.entity,
    logPath: p.log,
    images: images.length ? { names: images, purpose: purposeOf } : undefined,
    ...rest,
  });
}
