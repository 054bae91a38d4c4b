import * as z from "zod";
import { codFeeKind } from "../../../app/domain/kinds/cod-fee";
import { selectList } from "../../../app/domain/kinds/kind";
import { routeByName } from "../../../app/lib/route-tree";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { idField, versionField, singleLine } from "../../http/list";
import { endpoint } from "../../http/router";
import { contains } from "../../resources/filters";
import { kindResource } from "../../resources/kind";
import { deleteRecord } from "../../resources/write";

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
  handler: async (ctx) => {
    await deleteRecord(ctx.db, ctx, {
      table,
      id: ctx.body.id,
      version: ctx.body.version,
      returning: selectList(codFeeKind),
      log: { entity, after: null },
      noun,
      stale: { en: "The COD fee was changed by someone else", zh: "货到付款费用已被他人修改" },
    });
    return { id: ctx.body.id, deleted: true };
  },
});
