import { tagKind } from "../../../app/domain/kinds/tag";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { kindResource } from "../../resources/kind";

/** Tags (app/domain/kinds/tag.ts), with the rule written by hand: a name once per group, whatever its letter case. */
export const tagResource = kindResource(tagKind, { check: (q, v, id) => uniqueInGroup(q, v.group, v.name, id ?? 0) });

async function uniqueInGroup(q: Queryable, groupCode: string, name: string, exceptId: number) {
  const dup = await q.query("select id from tags where group_code = $1 and lower(name) = lower($2) and id <> $3", [
    groupCode,
    name,
    exceptId,
  ]);
  if (dup.length) {
    const en = `The group ${groupCode} already has a tag named ${name}`;
    throw new ApiError(409, en, { errors: { name: [en] } }, `分组 ${groupCode} 中已有名为 ${name} 的标签`);
  }
}
