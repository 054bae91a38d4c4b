import { ALL_SITES } from "~/lib/constants";
import type { T } from "~/lib/i18n";
import { ENABLE_DISABLE } from "~/lib/lifecycle";
import { siteName, siteRecordName } from "~/lib/sites";
import { actionsColumn, stateColumn, updatedColumn } from "../../resource/columns";
import { ResourceForm } from "../../resource/ResourceForm";
import { ResourceList } from "../../resource/ResourceList";
import { defineScreen } from "../../resource/screen";

export interface ActivityCategory {
  id: number;
  site: string;
  name: string;
  sort: number;
  enabled: boolean;
  version: number;
  updated_by: string;
  updated_at: string;
}

const SITES = { values: ALL_SITES, option: (v: string, t: T) => siteName(t, v) };

/** /activity/activity-category: the tabs of each site's daily-specials page. */
export const categoryScreen = defineScreen<ActivityCategory>({
  route: "activity-category",
  lifecycle: ENABLE_DISABLE,
  name: siteRecordName,
  logView: (t) => ({
    kind: t("acat.list"),
    name: (r) => siteRecordName(r, { t }),
    fields: {
      site: { label: t("common.site"), format: (v) => siteName(t, String(v)) },
      name: { label: t("acat.name") },
      sort: { label: t("acat.sort") },
      enabled: { label: t("common.status") },
    },
  }),
  list: {
    create: "acat.create",
    label: "acat.list",
    defaultOrder: "acat.order",
    filters: [
      { name: "site", label: "common.site", kind: "select", ...SITES },
      { name: "name", label: "acat.name", kind: "text" },
      { kind: "state" },
    ],
    columns: [
      { title: "acat.name", sort: "name", cell: (r) => <strong>{r.name}</strong> },
      { title: "common.site", cell: (r, c) => siteName(c.t, r.site) },
      { title: "acat.sort", sort: "sort", align: "end", cell: (r) => r.sort },
      stateColumn(ENABLE_DISABLE),
      updatedColumn,
      actionsColumn,
    ],
  },
  form: {
    id: "acat",
    title: { create: "acat.createTitle", update: "acat.editTitle" },
    validator: () => import("./category-validator").then((m) => m.validateCategory),
    defaults: { site: "us", sort: 0 },
    conflictLabels: { site: "common.site", name: "acat.name", sort: "acat.sort" },
    sections: [
      [
        { name: "site", label: "common.site", kind: "select", ...SITES },
        { name: "name", label: "acat.name", help: "acat.name.help" },
      ],
      { name: "sort", label: "acat.sort", kind: "integer", help: "acat.sort.help" },
    ],
  },
});

export const CategoryList = () => <ResourceList def={categoryScreen} />;
export const CategoryForm = () => <ResourceForm def={categoryScreen} />;
