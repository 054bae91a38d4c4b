import * as z from "zod";
import { ENABLE_DISABLE } from "../../../app/lib/lifecycle";
import { TAG_GROUPS, TAG_NAME_MAX, TAG_SORT_MAX, TAG_TYPES } from "../../../app/lib/tags";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { idField, versionField, singleLine } from "../../http/list";
import { contains, equals, flag } from "../../resources/filters";
import { recordApi, type ResourceDef } from "../../resources/resource";

const group = z.enum(TAG_GROUPS, { error: `must be one of ${TAG_GROUPS.join(", ")}` });
const type = z.enum(TAG_TYPES, { error: `must be one of ${TAG_TYPES.join(", ")}` });
const fields = {
  group,
  name: singleLine(TAG_NAME_MAX).min(1, "name is required"),
  type,
  sort: z
    .number()
    .int("must be a whole number")
    .min(0, `must be between 0 and ${TAG_SORT_MAX}`)
    .max(TAG_SORT_MAX, `must be between 0 and ${TAG_SORT_MAX}`),
};
export const tagCreateBody = z.strictObject(fields);
export const tagUpdateBody = z.strictObject({ id: idField, version: versionField, ...fields });

/** A storefront tag: a name within a group, what it is used for, and where it sorts. */
export const tagResource: ResourceDef = {
  entity: "tag",
  noun: { en: "Tag", zh: "标签" },
  route: "tag-management",
  table: "tags",
  select: "id, group_code as group, name, type, sort, enabled, version, updated_by, created_at, updated_at",
  columns: { group: "group_code" },
  list: {
    path: "/api/config/tags",
    filters: {
      group: equals("group_code", group),
      type: equals("type", type),
      enabled: flag("enabled"),
      name: contains(["name"], singleLine(TAG_NAME_MAX)),
    },
    // newest first, as the other System lists: what was just added is on the first page
    order: "id desc",
    sort: { sort: "sort", name: "name", updated_at: "updated_at" },
  },
  ...recordApi("/api/config/tag", { create: tagCreateBody, update: tagUpdateBody, lifecycle: ENABLE_DISABLE }),
  check: (q, v, id) => uniqueInGroup(q, v.group, v.name, id ?? 0),
};

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
