import * as z from "zod";
import { codFeeKind } from "../../../app/domain/kinds/cod-fee";
import { selectList } from "../../../app/domain/kinds/kind";
import { routeByName } from "../../../app/lib/route-tree";
import type { Queryable } from "../../db/client";
import { ApiError, notFound } from "../../http/errors";
import { idField, versionField, singleLine } from "../../http/list";
import { endpoint } from "../../http/router";
import { contains } from "../../resources/filters";
import { kindResource } from "../../resources/kind";

const { noun, table, entity } = codFeeKind;

/** COD fees (app/domain/kinds/cod-fee.ts), with the rule written by hand: one record per country. */
export const codFeeResource = kindResource(codFeeKind, {
  // the API also finds a country by part of its code
  filters: { country: contains(["country_code"], singleLine(2)) },
  check: (q, v, id) => uniqueCountry(q, v.country_code, id ?? 0),
});

async function uniqueCountry(q: Queryable, country: string, exceptId: number) {
  const dup = await q.query("select id from cod_fees where country_code = $1 and id <> $2", [country, exceptId]);
  if (dup.length) {
    const en = `${country} already has a COD fee`;
    throw new ApiError(409, en, { errors: { country_code: [en] } }, `${country} 已配置货到付款费用`);
  }
}

const deleteBody = z.strictObject({ id: idField, version: versionField });

/** Deleting removes the row; the log keeps what it was. A stale version is refused like a stale save. */
export const codFeeDelete = endpoint<unknown, z.infer<typeof deleteBody>>({
  method: "POST",
  path: `${codFeeKind.api.one}/delete`,
  access: { any: [routeByName(codFeeKind.route)!.intents.delete] },
  body: deleteBody,
  handler: (ctx) =>
    ctx.db.tx(async (q) => {
      const [before] = await q.query<{ id: number; version: number }>(
        `select ${selectList(codFeeKind)} from ${table} where id = $1 for update`,
        [ctx.body.id],
      );
      if (!before) throw notFound(noun.en, noun.zh);
      if (before.version !== ctx.body.version) {
        throw new ApiError(409, "The COD fee was changed by someone else", { current: before }, "货到付款费用已被他人修改");
      }
      await q.query(`delete from ${table} where id = $1`, [ctx.body.id]);
      await ctx.audit(q, { action: "delete", entity, entityId: ctx.body.id, before, after: null });
      return { id: ctx.body.id, deleted: true };
    }),
});
