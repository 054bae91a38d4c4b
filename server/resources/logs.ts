import * as z from "zod";
import { forbidden } from "../http/errors";
import { Filters, containing, isoDate, pageQuery, paginate, positiveId, singleLine } from "../http/list";
import type { Ctx, Endpoint } from "../http/router";

/** A kind of record whose changes a log endpoint reads: its audit entity and the route whose readers may see them. */
export interface LogSource {
  entity: string;
  route: string;
  /** who reads it where more routes than `route` read the kind */
  readers?: string[];
}

/**
 * Where a caller may read only part of a kind's records (one place of several): a clause on the log's
 * `entity_id` and its value, or nothing for a caller who reads them all.
 */
export type LogScope = (ctx: Ctx<unknown, unknown>) => [clause: (p: string) => string, value: unknown] | undefined;

/**
 * The change log's own filters: who (part of the name) and a range of US West calendar days, as
 * the console shows times.
 */
const logFilters = {
  actor: singleLine(100).optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
};

/**
 * The change log of several record kinds (`?entity=<kind>`, optionally `&entity_id=`), newest
 * first; each kind is readable by those who may open its route. Filterable by person (`actor`) and by US West
 * days (`date_from`, `date_to`).
 */
export function logEndpoint(path: string, sources: LogSource[], scope?: LogScope): Endpoint {
  const entities = sources.map((s) => s.entity) as [string, ...string[]];
  const readers = new Map(sources.map((s) => [s.entity, s.readers ?? [s.route]]));
  const schema = z.strictObject({
    ...pageQuery,
    // a kind's own log endpoint (one source) needs no `entity`
    entity:
      entities.length === 1 ? z.enum(entities).default(entities[0]) : z.enum(entities, { error: "must be one of " + entities.join(", ") }),
    entity_id: positiveId.optional(),
    ...logFilters,
  });
  return {
    method: "GET",
    path,
    access: { any: [...new Set(sources.flatMap((s) => s.readers ?? [s.route]))] },
    query: schema,
    async handler({ db, query, user }: Ctx<z.output<typeof schema>, unknown>) {
      if (!readers.get(query.entity)!.some((k) => user.permissions.has(k))) throw forbidden();
      const part = scope?.({ user } as Ctx<unknown, unknown>);
      const f = new Filters()
        .add(part?.[0] ?? (() => ""), part?.[1])
        .add((p) => `entity = ${p}`, query.entity)
        .add((p) => `entity_id = ${p}`, query.entity_id && String(query.entity_id))
        .add((p) => `actor_name ilike ${p}`, query.actor && containing(query.actor))
        .add((p) => `created_at >= (${p}::date::timestamp at time zone 'America/Los_Angeles')`, query.date_from)
        .add((p) => `created_at < ((${p}::date + 1)::timestamp at time zone 'America/Los_Angeles')`, query.date_to);
      return paginate(db, {
        select: "id, actor_name, action, entity, entity_id, before, after, request_id, created_at",
        from: "audit_log",
        ...f,
        orderBy: "id desc",
        page: query.page,
        pageSize: query.page_size,
      });
    },
  } as Endpoint;
}
