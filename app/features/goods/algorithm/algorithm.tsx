import { ALL_SITES } from "~/lib/constants";
import type { T } from "~/lib/i18n";
import { ENABLE_DISABLE } from "~/lib/lifecycle";
import { siteName } from "~/lib/sites";
import { actionsColumn, stateColumn, updatedColumn } from "../../resource/columns";
import { ResourceForm } from "../../resource/ResourceForm";
import { ResourceList } from "../../resource/ResourceList";
import { defineScreen } from "../../resource/screen";
import { ALGORITHM_AGE_GROUPS, ALGORITHM_SLOTS, ALGORITHM_STRATEGIES } from "./algorithm-rules";

export interface AlgorithmConfig {
  id: number;
  site: string;
  slot: string;
  strategy: string;
  weight_sales: number;
  weight_margin: number;
  weight_newness: number;
  weight_stock: number;
  min_stock: number;
  new_days: number;
  age_group: string;
  enabled: boolean;
  version: number;
  updated_by: string;
  updated_at: string;
}

const SITES = { values: ALL_SITES, option: (v: string, t: T) => siteName(t, v) };
const SLOTS = { values: ALGORITHM_SLOTS, option: (v: string, t: T) => t(`algorithm.slot.${v}`) };
const STRATEGIES = { values: ALGORITHM_STRATEGIES, option: (v: string, t: T) => t(`algorithm.strategy.${v}`) };
const AGES = { values: ALGORITHM_AGE_GROUPS, option: (v: string, t: T) => t(`algorithm.age.${v}`) };
const percent = (v: number) => `${v}%`;

/** /goods/algorithm-config: how each site's recommendation slots order products. */
export const algorithmScreen = defineScreen<AlgorithmConfig>({
  route: "algorithm-config",
  lifecycle: ENABLE_DISABLE,
  name: (r, { t }) => `${siteName(t, r.site)} · ${t(`algorithm.slot.${r.slot}`)}`,
  logView: (t) => ({
    kind: t("algorithm.list"),
    name: (r) => `${siteName(t, String(r.site ?? ""))} · ${t(`algorithm.slot.${String(r.slot ?? "")}`)}`,
    fields: {
      site: { label: t("common.site"), format: (v) => siteName(t, String(v)) },
      slot: { label: t("algorithm.slot"), format: (v) => t(`algorithm.slot.${String(v)}`) },
      strategy: { label: t("algorithm.strategy"), format: (v) => t(`algorithm.strategy.${String(v)}`) },
      weight_sales: { label: t("algorithm.weight_sales"), format: (v) => percent(Number(v)) },
      weight_margin: { label: t("algorithm.weight_margin"), format: (v) => percent(Number(v)) },
      weight_newness: { label: t("algorithm.weight_newness"), format: (v) => percent(Number(v)) },
      weight_stock: { label: t("algorithm.weight_stock"), format: (v) => percent(Number(v)) },
      min_stock: { label: t("algorithm.minStock") },
      new_days: { label: t("algorithm.newDays") },
      age_group: { label: t("algorithm.ageGroup"), format: (v) => t(`algorithm.age.${String(v)}`) },
      enabled: { label: t("common.status") },
    },
  }),
  list: {
    create: "algorithm.create",
    label: "algorithm.list",
    defaultOrder: "algorithm.order",
    filters: [
      { name: "site", label: "common.site", kind: "select", ...SITES },
      { name: "slot", label: "algorithm.slot", kind: "select", ...SLOTS },
      { name: "strategy", label: "algorithm.strategy", kind: "select", ...STRATEGIES },
      { kind: "state" },
    ],
    columns: [
      { title: "common.site", cell: (r, c) => siteName(c.t, r.site) },
      { title: "algorithm.slot", cell: (r, c) => <strong>{c.t(`algorithm.slot.${r.slot}`)}</strong> },
      { title: "algorithm.strategy", cell: (r, c) => c.t(`algorithm.strategy.${r.strategy}`) },
      {
        title: "algorithm.weights",
        cell: (r, c) =>
          c.t("algorithm.weightsCell", {
            sales: r.weight_sales,
            margin: r.weight_margin,
            newness: r.weight_newness,
            stock: r.weight_stock,
          }),
      },
      { title: "algorithm.minStock", align: "end", cell: (r) => r.min_stock },
      { title: "algorithm.ageGroup", cell: (r, c) => c.t(`algorithm.age.${r.age_group}`) },
      stateColumn(ENABLE_DISABLE),
      updatedColumn,
      actionsColumn,
    ],
  },
  form: {
    id: "algorithm",
    title: { create: "algorithm.createTitle", update: "algorithm.editTitle" },
    validator: () => import("./algorithm-validator").then((m) => m.validateAlgorithm),
    defaults: {
      site: "us",
      slot: "home_for_you",
      strategy: "weighted",
      weight_sales: 40,
      weight_margin: 20,
      weight_newness: 25,
      weight_stock: 15,
      min_stock: 1,
      new_days: 30,
      age_group: "all",
    },
    conflictLabels: {
      site: "common.site",
      slot: "algorithm.slot",
      strategy: "algorithm.strategy",
      weight_sales: "algorithm.weight_sales",
      weight_margin: "algorithm.weight_margin",
      weight_newness: "algorithm.weight_newness",
      weight_stock: "algorithm.weight_stock",
      min_stock: "algorithm.minStock",
      new_days: "algorithm.newDays",
      age_group: "algorithm.ageGroup",
    },
    sections: [
      [
        { name: "site", label: "common.site", kind: "select", ...SITES },
        { name: "slot", label: "algorithm.slot", kind: "select", ...SLOTS },
      ],
      { name: "strategy", label: "algorithm.strategy", kind: "select", ...STRATEGIES },
      [
        { name: "weight_sales", label: "algorithm.weight_sales", kind: "integer" },
        { name: "weight_margin", label: "algorithm.weight_margin", kind: "integer" },
        { name: "weight_newness", label: "algorithm.weight_newness", kind: "integer" },
        { name: "weight_stock", label: "algorithm.weight_stock", kind: "integer", help: "algorithm.weights.help" },
      ],
      [
        { name: "min_stock", label: "algorithm.minStock", kind: "integer", help: "algorithm.minStock.help" },
        { name: "new_days", label: "algorithm.newDays", kind: "integer", help: "algorithm.newDays.help" },
        { name: "age_group", label: "algorithm.ageGroup", kind: "select", ...AGES },
      ],
    ],
  },
});

export const AlgorithmList = () => <ResourceList def={algorithmScreen} />;
export const AlgorithmForm = () => <ResourceForm def={algorithmScreen} />;
