import { ENABLE_DISABLE } from "../../lib/lifecycle";
import { TAG_GROUPS, TAG_NAME_MAX, TAG_SORT_MAX, TAG_TYPES } from "../../lib/tags";
import { defineKind } from "./kind";

/** A storefront tag: a name within a group, what it is used for, and where it sorts. */
export const tagKind = defineKind({
  entity: "tag",
  noun: { en: "Tag", zh: "标签" },
  route: "tag-management",
  table: "tags",
  lifecycle: ENABLE_DISABLE,
  api: { list: "/api/config/tags", one: "/api/config/tag", log: "/api/config/logs" },
  // newest first, as the other System lists: what was just added is on the first page
  order: "id desc",
  text: { create: "tag.create", createTitle: "tag.createTitle", editTitle: "tag.editTitle", label: "tag.list", kind: "tag.list" },
  fields: {
    group: {
      kind: "select",
      label: "tag.group",
      column: "group_code",
      values: TAG_GROUPS,
      option: (v) => `tag.group.${v}`,
      list: true,
      filter: "equals",
      row: 1,
    },
    name: { kind: "text", label: "tag.name", max: TAG_NAME_MAX, help: "tag.name.help", list: { sort: true }, filter: "contains", row: 1 },
    type: {
      kind: "select",
      label: "tag.type",
      values: TAG_TYPES,
      option: (v) => `tag.type.${v}`,
      default: "filter",
      list: true,
      filter: "equals",
      row: 2,
    },
    sort: {
      kind: "number",
      label: "tag.sort",
      int: true,
      min: 0,
      max: TAG_SORT_MAX,
      default: 0,
      help: "tag.sort.help",
      list: { sort: true },
      row: 2,
    },
  },
});
