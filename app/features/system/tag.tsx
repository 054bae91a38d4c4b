import { ENABLE_DISABLE } from "~/lib/lifecycle";
import { TAG_GROUPS, TAG_TYPES } from "~/lib/tags";
import { actionsColumn, stateColumn, updatedColumn } from "../resource/columns";
import { ResourceForm } from "../resource/ResourceForm";
import { ResourceList } from "../resource/ResourceList";
import { defineScreen } from "../resource/screen";

export interface Tag {
  id: number;
  group: string;
  name: string;
  type: string;
  sort: number;
  enabled: boolean;
  version: number;
  updated_by: string;
  updated_at: string;
}

const GROUPS = { values: TAG_GROUPS, option: (v: string, t: (k: string) => string) => t(`tag.group.${v}`) };
const TYPES = { values: TAG_TYPES, option: (v: string, t: (k: string) => string) => t(`tag.type.${v}`) };

export const tagScreen = defineScreen<Tag>({
  route: "tag-management",
  lifecycle: ENABLE_DISABLE,
  list: {
    create: "tag.create",
    label: "tag.list",
    filters: [
      { name: "group", label: "tag.group", kind: "select", ...GROUPS },
      { name: "type", label: "tag.type", kind: "select", ...TYPES },
      { name: "name", label: "tag.name", kind: "text" },
      { kind: "state" },
    ],
    columns: [
      { title: "tag.name", sort: "name", cell: (r) => <strong>{r.name}</strong> },
      { title: "tag.group", cell: (r, c) => c.t(`tag.group.${r.group}`) },
      { title: "tag.type", cell: (r, c) => c.t(`tag.type.${r.type}`) },
      { title: "tag.sort", sort: "sort", align: "end", cell: (r) => r.sort },
      stateColumn(ENABLE_DISABLE),
      updatedColumn,
      actionsColumn,
    ],
  },
  form: {
    id: "tag",
    title: { create: "tag.createTitle", update: "tag.editTitle" },
    validator: () => import("./tag-validator").then((m) => m.validateTag),
    defaults: { type: "filter", sort: 0 },
    conflictLabels: { group: "tag.group", name: "tag.name", type: "tag.type", sort: "tag.sort" },
    sections: [
      [
        { name: "group", label: "tag.group", kind: "select", placeholder: true, ...GROUPS },
        { name: "name", label: "tag.name", help: "tag.name.help" },
      ],
      [
        { name: "type", label: "tag.type", kind: "select", ...TYPES },
        { name: "sort", label: "tag.sort", kind: "integer", help: "tag.sort.help" },
      ],
    ],
  },
});

export const TagList = () => <ResourceList def={tagScreen} />;
export const TagForm = () => <ResourceForm def={tagScreen} />;
