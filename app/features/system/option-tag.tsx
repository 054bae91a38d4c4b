import { FormLayout } from "@shopify/polaris";
import type { T } from "~/lib/i18n";
import { TAG_GROUPS } from "~/lib/tags";
import { TwoLines } from "~/ui/cells";
import { SelectInput } from "~/ui/fields";
import type { LogView } from "~/ui/LogTable";
import { actionsColumn, stateColumn, updatedColumn } from "../resource/columns";
import { ResourceForm } from "../resource/ResourceForm";
import { ResourceList } from "../resource/ResourceList";
import { defineScreen } from "../resource/screen";
import { str, type Snapshot } from "./log-views";
import { OPTION_TAG } from "./option-tag-states";

/** A link between an option value entry (value_id, value, label) and a tag. */
export interface OptionTag {
  id: number;
  value_id: number;
  value: string;
  label: string;
  tag_id: number;
  tag_group: string;
  tag_name: string;
  active: boolean;
  version: number;
  updated_by: string;
  created_at: string;
  updated_at: string;
}

interface Choices {
  values: { value_id: number; value: string; label: string }[];
  tags: { id: number; group: string; name: string }[];
}

const GROUPS = { values: TAG_GROUPS, option: (v: string, t: T) => t(`tag.group.${v}`) };
const optionName = (r: { value_id?: unknown; label?: unknown }) => `${str(r.label)} (${str(r.value_id)})`;
const tagName = (t: T, r: { tag_group?: unknown; tag_name?: unknown }) => `${t(`tag.group.${str(r.tag_group)}`)} / ${str(r.tag_name)}`;

function optionTagLogView(t: T): LogView {
  return {
    kind: t("optag.kindPlural"),
    name: (r: Snapshot) => `${optionName(r)} → ${tagName(t, r)}`,
    fields: {
      value_id: { label: t("optag.valueId") },
      value: { label: t("optag.value") },
      label: { label: t("optag.label") },
      tag_id: { label: t("optag.tagId") },
      tag_group: { label: t("tag.group"), format: (v) => t(`tag.group.${str(v)}`) },
      tag_name: { label: t("optag.tag") },
      active: { label: t("common.status"), format: (v) => t(v ? "optag.active" : "optag.removed") },
    },
  };
}

export const optionTagScreen = defineScreen<OptionTag>({
  route: "oc-attribute-tag-manage",
  lifecycle: OPTION_TAG,
  name: (r) => `${optionName(r)} → ${r.tag_name}`,
  logView: optionTagLogView,
  list: {
    create: "optag.create",
    label: "optag.table",
    filters: [
      { name: "option", label: "optag.option.filter", kind: "text" },
      { name: "tag", label: "optag.tag", kind: "text" },
      { name: "group", label: "tag.group", kind: "select", ...GROUPS },
      { kind: "state" },
    ],
    columns: [
      { title: "optag.valueId", sort: "value_id", align: "end", cell: (r) => r.value_id },
      { title: "optag.option", cell: (r) => <TwoLines first={r.label} second={r.value} strong /> },
      { title: "optag.tag", cell: (r, c) => tagName(c.t, r) },
      stateColumn(OPTION_TAG),
      updatedColumn,
      actionsColumn,
    ],
  },
  form: {
    id: "option-tag",
    title: { create: "optag.createTitle" },
    validator: () => import("./option-tag-validator").then((m) => m.validateOptionTag),
    sections: [
      (f, { t, data }) => {
        const choices = (data as { choices?: Choices }).choices ?? { values: [], tags: [] };
        return (
          <FormLayout.Group>
            <SelectInput
              field={f.value_id}
              label={t("optag.option")}
              placeholder={t("v.choose")}
              options={choices.values.map((v) => ({ value: String(v.value_id), label: `${v.label} · ${v.value} (${v.value_id})` }))}
            />
            <SelectInput
              field={f.tag_id}
              label={t("optag.tag")}
              placeholder={t("v.choose")}
              options={choices.tags.map((g) => ({ value: String(g.id), label: tagName(t, { tag_group: g.group, tag_name: g.name }) }))}
            />
          </FormLayout.Group>
        );
      },
    ],
  },
});

export const OptionTagList = () => <ResourceList def={optionTagScreen} />;
export const OptionTagForm = () => <ResourceForm def={optionTagScreen} />;
