import * as z from "zod";
import { openingAdKind } from "../../../app/domain/kinds/opening-ad";
import { selectList } from "../../../app/domain/kinds/kind";
import { routeByName } from "../../../app/lib/route-tree";
import { sameSlot, type SlotClaim } from "../../../app/domain/resource/slots";
import type { Queryable } from "../../db/client";
import { ApiError, notFound } from "../../http/errors";
import { idField } from "../../http/list";
import type { Endpoint } from "../../http/router";
import type { Filter } from "../../resources/filters";
import { kindEndpoints } from "../../resources/kind";
import type { Custom, ResourceDef } from "../../resources/resource";

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

/**
 * The overlap rule (docs/areas/resource.md): two online ads of one site and language whose audiences
 * meet and whose days overlap must differ in priority, since the app shows the higher one.
 */
async function slotFree(q: Queryable, row: Record<string, any>, name: string) {
  if (name !== "online") return;
  const online = await q.query<SlotClaim & { id: number; title: string }>(
    "select id, title, site, language, audience, start_at, end_at from opening_ads where status = 'online' and id <> $1 and site = $2 and language = $3 and priority = $4 order by id",
    [row.id, row.site, row.language, row.priority],
  );
  const clash = online.find((other) => sameSlot(other, row as SlotClaim));
  if (clash)
    throw new ApiError(
      409,
      `“${clash.title}” (#${clash.id}) is online for the same site, language and audience on overlapping days with the same priority: change one priority first`,
      { clash: clash.id },
      `“${clash.title}”（#${clash.id}）已在同一站点、语言和人群的重叠日期上线且优先级相同：请先修改其中一个的优先级`,
    );
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
        const [row] = await q.query<Record<string, unknown>>(
          `insert into opening_ads (title, ${fields.join(", ")}, updated_by)
           select $2, ${fields.join(", ")}, $3 from opening_ads where id = $1 returning ${SELECT}`,
          [id, title, ctx.user.name],
        );
        await ctx.audit(q, { action: "copy", entity: openingAdKind.entity, entityId: row.id as number, before: { id }, after: row });
        return row;
      }),
  } as Endpoint;
}

const hideDeleted: Custom = (ctx, generic) =>
  generic(ctx.query.status || ctx.query.except ? ctx : { ...ctx, query: { ...ctx.query, except: "deleted" } });

/** The opening-screen ads' endpoints (spec section 7, opening/config/*, config_log/paginate). */
export const openingAdEndpoints = [
  ...kindEndpoints(openingAdKind, {
    check: (q, _values, id) => editable(q, id),
    checkTransition: slotFree,
    // a deleted ad leaves the list unless asked for by its state (its log stays readable)
    filters: { except: notEquals("status", z.enum(["deleted"], { error: "must be deleted" })) },
    list: { handler: hideDeleted } as ResourceDef["list"],
  }),
  copyEndpoint(),
];
