import * as z from "zod";
import { OPTION_TAG } from "../../../app/features/system/option-tag-states";
import { TAG_GROUPS } from "../../../app/lib/tags";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { containing, idField, singleLine } from "../../http/list";
import { endpoint } from "../../http/router";
import { logEndpoint } from "../../resources/logs";
import { flag, type Filter } from "../../resources/filters";
import { recordApi, resourceEndpoints, type ResourceDef } from "../../resources/resource";

// System › oc-attribute-tag-manage: which tags an option value (value_id, value, label; spec section 3)
// carries. A link is added (create) and removed (the `delete` transition; the row stays, marked
// removed, for the log). Nothing else is editable: a wrong link is removed and added again.

const ROUTE = "oc-attribute-tag-manage";

/** text that a clause looks up as a part of a column (its % and _ taken literally) */
const like = (clause: (p: string) => string): Filter => ({
  schema: singleLine(60),
  clause,
  bind: ((v: string) => containing(v)) as Filter["bind"],
});

export const optionTagCreateBody = z.strictObject({ value_id: idField, tag_id: idField });

/** the option value's entry and the tag's group and name, beside the link */
const SELECT = `id, value_id,
  (select value from option_values v where v.value_id = option_tags.value_id) as value,
  (select label from option_values v where v.value_id = option_tags.value_id) as label,
  tag_id,
  (select group_code from tags t where t.id = tag_id) as tag_group,
  (select name from tags t where t.id = tag_id) as tag_name,
  active, version, updated_by, created_at, updated_at`;

export const optionTagResource: ResourceDef = {
  entity: "option_tag",
  noun: { en: "Option value tag", zh: "选项值标签" },
  route: ROUTE,
  table: "option_tags",
  select: SELECT,
  list: {
    path: "/api/config/option-tags",
    filters: {
      // the option value by its id, value or label; the tag by its name or its group
      option: like(
        (p) =>
          `value_id in (select v.value_id from option_values v where v.value ilike ${p} or v.label ilike ${p} or v.value_id::text ilike ${p})`,
      ),
      tag: like((p) => `tag_id in (select t.id from tags t where t.name ilike ${p})`),
      group: {
        schema: z.enum(TAG_GROUPS, { error: `must be one of ${TAG_GROUPS.join(", ")}` }),
        clause: (p) => `tag_id in (select t.id from tags t where t.group_code = ${p})`,
      },
      active: flag("active"),
    },
    order: "id desc",
    sort: { value_id: "value_id", updated_at: "updated_at" },
  },
  ...recordApi("/api/config/option-tag", { create: optionTagCreateBody, lifecycle: OPTION_TAG }),
  check: async (q, v) => {
    await mustExist(q, v);
    const dup = await q.query("select id from option_tags where value_id = $1 and tag_id = $2 and active", [v.value_id, v.tag_id]);
    if (dup.length) {
      const en = `Option value ${v.value_id} already carries this tag`;
      throw new ApiError(409, en, { errors: { tag_id: [en] } }, `选项值 ${v.value_id} 已有该标签`);
    }
  },
};

/** The option value exists, and the tag exists and is enabled (a disabled tag takes no new links). */
async function mustExist(q: Queryable, v: Record<string, unknown>) {
  const [value] = await q.query("select value_id from option_values where value_id = $1", [v.value_id]);
  if (!value) {
    const en = `No option value has id ${v.value_id}`;
    throw new ApiError(422, en, { errors: { value_id: [en] } }, `选项值ID ${v.value_id} 不存在`);
  }
  const [tag] = await q.query<{ enabled: boolean }>("select enabled from tags where id = $1", [v.tag_id]);
  if (!tag?.enabled) {
    const en = tag ? `Tag ${v.tag_id} is disabled` : `No tag has id ${v.tag_id}`;
    throw new ApiError(422, en, { errors: { tag_id: [en] } }, tag ? `标签 ${v.tag_id} 已停用` : `标签ID ${v.tag_id} 不存在`);
  }
}

export const optionTagEndpoints = [
  ...resourceEndpoints(optionTagResource),
  // what the form offers: every option value entry, and the enabled tags by group
  endpoint({
    method: "GET",
    path: "/api/config/option-tag/choices",
    access: { any: [ROUTE] },
    async handler({ db }) {
      const [values, tags] = await Promise.all([
        db.query("select value_id, value, label from option_values order by value_id"),
        db.query("select id, group_code as group, name from tags where enabled order by group_code, sort, name"),
      ]);
      return { values, tags };
    },
  }),
  logEndpoint("/api/config/option-tag/logs", [optionTagResource]),
];
