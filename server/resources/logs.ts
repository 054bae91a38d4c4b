import * as z from "zod";
import { forbidden } from "../http/errors";
import { Filters, pageQuery, paginate, positiveId } from "../http/list";
import type { Ctx, Endpoint } from "../http/router";

/** A kind of record whose changes a log endpoint reads: its audit entity and the route whose readers may see them. */
export interface LogSource {
  entity: string;
  route: string;
}

/**
 * The change log of several record kinds (`?entity=<kind>`, optionally `&entity_id=`), newest
 * first; each kind is readable by those who may open its route.
 */
export function logEndpoint(path: string, sources: LogSource[]): Endpoint {
  const entities = sources.map((s) => s.entity) as [string, ...string[]];
  const routeOf = new Map(sources.map((s) => [s.entity, s.route]));
  const schema = z.strictObject({
    ...pageQuery,
    entity: z.enum(entities, { error: "must be one of " + entities.join(", ") }),
    entity_id: positiveId.optional(),
  });
  return {
    method: "GET",
    path,
    access: { any: [...new Set(sources.map((s) => s.route))] },
    query: schema,
    async handler({ db, query, user }: Ctx<z.output<typeof schema>, unknown>) {
      if (!user.permissions.has(routeOf.get(query.entity)!)) throw forbidden();
      const f = new Filters().add((p) => `entity = ${p}`, query.entity).add((p) => `entity_id = ${p}`, query.entity_id && String(query.entity_id));
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
