import * as z from "zod";
import { openingAdKind } from "../../../app/domain/kinds/opening-ad";
import { selectList } from "../../../app/domain/kinds/kind";
import { routeByName } from "../../../app/lib/route-tree";
import type { Queryable } from "../../db/client";
import { ApiError, notFound } from "../../http/errors";
import { idField } from "../../http/list";
import type { Endpoint } from "../../http/router";
import type { Filter } from "../../resources/filters";
import { kindEndpoints } from "../../resources/kind";
import type { Custom, ResourceDef } from "../../resources/resource";
import { createRecord } from "../../resources/write";

const SELECT = selectList(openingAdKind);
const notEquals = (column: string, schema: z.ZodType): Filter => ({ schema, clause: (p) => `${column} <> ${p}` });
const missing = () => notFound(openingAdKind.noun.en, openingAdKind.noun.zh);

/**
 * An ad shoppers see now is not changed under them, and a deleted one is gone: both are refused an
 * edit (take it offline first, or copy it into a new draft).
 */
async function editable(q: Queryable, id: number | null) {
  if (id === null) return;
  const [row] = await q.query<{ status: string }>("select status from opening_ads where id = $1 for update", [id]);
  if (!row) throw missing();
  if (row.status === "online")
    throw new ApiError(
      409,
      "An ad that is online is not edited in place: take it offline first, or copy it into a new draft",
      { state: "online" },
      "在线的开屏广告不能直接编辑：请先下线，或复制为新草稿",
    );
  if (row.status === "deleted") throw new ApiError(409, "A deleted ad cannot be edited", { state: "deleted" }, "已删除的开屏广告不能编辑");
}

/** POST opening/config/copy {id}: a new draft with the ad's fields, "(copy)" after its title; any state but deleted. */
function copyEndpoint(): Endpoint {
  const route = routeByName(openingAdKind.route)!;
  const fields = [
    "site",
    "language",
    "audience",
    "media",
    "image",
    "video",
    "seconds",
    "link_type",
    "link_target",
    "start_at",
    "end_at",
    "priority",
  ];
  return {
    method: "POST",
    path: `${openingAdKind.api.one}/copy`,
    access: { any: [route.intents.copy] },
    body: z.strictObject({ id: idField }),
    handler: (ctx) =>
      ctx.db.tx(async (q) => {
        const id = (ctx.body as { id: number }).id;
        const [from] = await q.query<Record<string, unknown>>(`select ${SELECT} from opening_ads where id = $1`, [id]);
        if (!from) throw missing();
        if (from.status === "deleted")
          throw new ApiError(409, "A deleted ad cannot be copied", { state: "deleted" }, "已删除的开屏广告不能复制");
        const title = `${String(from.title).slice(0, 93)} (copy)`;
        // the columns as stored, not as the list shows them
        const [stored] = await q.query<Record<string, unknown>>(`select ${fields.join(", ")} from opening_ads where id = $1`, [id]);
        return createRecord(q, ctx, {
          table: "opening_ads",
          values: { title, ...stored, updated_by: ctx.user.name },
          returning: SELECT,
          log: { entity: openingAdKind.entity, action: "copy", before: { id } },
        });
      }),
  } as Endpoint;
}

const hideDeleted: Custom = (ctx, generic) =>
  generic(ctx.query.status || ctx.query.except ? ctx : { ...ctx, query: { ...ctx.query, except: "deleted" } });

/** The opening-screen ads' endpoints (spec section 7, opening/config/*, config_log/paginate). */
export const openingAdEndpoints = [
  ...kindEndpoints(openingAdKind, {
    check: (q, _values, id) => editable(q, id),
    // a deleted ad leaves the list unless asked for by its state (its log stays readable)
    filters: { except: notEquals("status", z.enum(["deleted"], { error: "must be deleted" })) },
    list: { handler: hideDeleted } as ResourceDef["list"],
  }),
  copyEndpoint(),
];
