import { ALL_SITES } from "~/lib/constants";
import type { T } from "~/lib/i18n";
import { ENABLE_DISABLE } from "~/lib/lifecycle";
import { siteName, siteRecordName } from "~/lib/sites";
import { ENHANCE } from "~/ui/enhance";
import { actionsColumn, stateColumn, updatedColumn } from "../../resource/columns";
import { ResourceForm } from "../../resource/ResourceForm";
import { ResourceList } from "../../resource/ResourceList";
import { defineScreen } from "../../resource/screen";
import { LabelChip } from "./LabelChip";
import { LABEL_TYPES } from "./label-rules";

export interface Label {
  id: number;
  site: string;
  name: string;
  type: string;
  text_color: string;
  bg_color: string;
  sort: number;
  enabled: boolean;
  product_count: number;
  version: number;
  updated_by: string;
  updated_at: string;
}

const SITES = { values: ALL_SITES, option: (v: string, t: T) => siteName(t, v) };
const TYPES = { values: LABEL_TYPES, option: (v: string, t: T) => t(`label.type.${v}`) };
export const labelDetailUrl = (id: number) => `/goods/label-manage-detail?id=${id}`;

/** /goods/label-manage-list: the labels of every site (the spec's "label sites"). */
export const labelScreen = defineScreen<Label>({
  route: "label-manage-list",
  lifecycle: ENABLE_DISABLE,
  name: siteRecordName,
  logView: (t) => ({
    kind: t("label.list"),
    name: (r) => siteRecordName(r, { t }),
    fields: {
      site: { label: t("common.site"), format: (v) => siteName(t, String(v)) },
      name: { label: t("label.name") },
      type: { label: t("label.type"), format: (v) => t(`label.type.${String(v)}`) },
      text_color: { label: t("label.textColor") },
      bg_color: { label: t("label.bgColor") },
      sort: { label: t("label.sort") },
      enabled: { label: t("common.status") },
    },
  }),
  list: {
    create: "label.create",
    label: "label.list",
    defaultOrder: "label.order",
    filters: [
      { name: "site", label: "common.site", kind: "select", ...SITES },
      { name: "type", label: "label.type", kind: "select", ...TYPES },
      { name: "name", label: "label.name", kind: "text" },
      { kind: "state" },
    ],
    columns: [
      {
        title: "label.name",
        sort: "name",
        cell: (r) => (
          <a href={labelDetailUrl(r.id)} data-testid={`label-${r.id}`} {...ENHANCE}>
            <strong>{r.name}</strong>
          </a>
        ),
      },
      { title: "label.preview", cell: (r) => <LabelChip name={r.name} text={r.text_color} bg={r.bg_color} /> },
      { title: "common.site", cell: (r, c) => siteName(c.t, r.site) },
      { title: "label.type", cell: (r, c) => c.t(`label.type.${r.type}`) },
      { title: "label.products", sort: "product_count", align: "end", cell: (r) => r.product_count },
      { title: "label.sort", sort: "sort", align: "end", cell: (r) => r.sort },
      stateColumn(ENABLE_DISABLE),
      updatedColumn,
      actionsColumn,
    ],
  },
  form: {
    id: "label",
    title: { create: "label.createTitle", update: "label.editTitle" },
    validator: () => import("./label-validator").then((m) => m.validateLabel),
    defaults: { site: "us", type: "promotion", text_color: "#FFFFFF", bg_color: "#E02020", sort: 0 },
    conflictLabels: {
      site: "common.site",
      name: "label.name",
      type: "label.type",
      text_color: "label.textColor",
      bg_color: "label.bgColor",
      sort: "label.sort",
    },
    sections: [
      [
        { name: "site", label: "common.site", kind: "select", ...SITES },
        { name: "type", label: "label.type", kind: "select", ...TYPES },
      ],
      { name: "name", label: "label.name", help: "label.name.help" },
      [
        { name: "text_color", label: "label.textColor", help: "label.color.help" },
        { name: "bg_color", label: "label.bgColor", help: "label.color.help" },
      ],
      { name: "sort", label: "label.sort", kind: "integer", help: "label.sort.help" },
    ],
  },
});

export const LabelList = () => <ResourceList def={labelScreen} />;
export const LabelForm = () => <ResourceForm def={labelScreen} />;
