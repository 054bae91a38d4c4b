import { Badge } from "@shopify/polaris/build/esm/components/Badge/Badge.js";
import { TwoLines } from "~/ui/cells";
import { TextInput } from "~/ui/fields";
import { stateColumn, updatedColumn, actionsColumn } from "../resource/columns";
import { ResourceForm } from "../resource/ResourceForm";
import { ResourceList } from "../resource/ResourceList";
import { defineScreen, type FieldSpec } from "../resource/screen";
import { NOTE_LANGUAGES, PLATFORMS, PUBLISH_UNPUBLISH } from "./app-version-lifecycle";

export interface AppVersion {
  id: number;
  platform: (typeof PLATFORMS)[number];
  app_version: string;
  min_version: string;
  force_update: boolean;
  release_notes: Record<string, string>;
  published: boolean;
  version: number;
  updated_by: string;
  updated_at: string;
}

const platforms = { values: PLATFORMS, option: (v: string, t: (k: string) => string) => t(`appv.platform.${v}`) };
const yesNo = { values: ["yes", "no"], option: (v: string, t: (k: string) => string) => t(`appv.force.${v}`) };
const note = (lang: string): FieldSpec => ({ name: `notes_${lang}`, label: `appv.notes.${lang}`, kind: "multiline" });

export const appVersionScreen = defineScreen<AppVersion>({
  route: "system-rn-install",
  lifecycle: PUBLISH_UNPUBLISH,
  list: {
    create: "appv.create",
    label: "appv.label",
    filters: [
      { name: "platform", label: "appv.platform", kind: "select", ...platforms },
      {
        name: "force_update",
        label: "appv.forceUpdate",
        kind: "select",
        values: ["true", "false"],
        option: (v, t) => t(v === "true" ? "appv.force.yes" : "appv.force.no"),
      },
      { kind: "state" },
    ],
    columns: [
      {
        title: "appv.version",
        sort: "app_version",
        cell: (r, c) => <TwoLines first={r.app_version} second={c.t(`appv.platform.${r.platform}`)} strong />,
      },
      { title: "appv.minVersion", cell: (r) => r.min_version },
      {
        title: "appv.forceUpdate",
        cell: (r, c) => (r.force_update ? <Badge tone="warning">{c.t("appv.force.yes")}</Badge> : c.t("appv.force.no")),
      },
      {
        title: "appv.notes",
        cell: (r) => <span data-testid={`notes-${r.id}`}>{NOTE_LANGUAGES.filter((l) => r.release_notes[l]).join(" · ")}</span>,
      },
      stateColumn(PUBLISH_UNPUBLISH),
      updatedColumn,
      actionsColumn,
    ],
  },
  form: {
    id: "app-version",
    title: { create: "appv.createTitle", update: "appv.editTitle" },
    validator: () => import("./app-version-validator").then((m) => m.validateAppVersion),
    defaults: { force_update: "no" },
    fromRecord: (r) => ({
      ...r,
      force_update: r.force_update ? "yes" : "no",
      ...Object.fromEntries(NOTE_LANGUAGES.map((l) => [`notes_${l}`, r.release_notes[l] ?? ""])),
    }),
    conflictLabels: {
      app_version: "appv.version",
      min_version: "appv.minVersion",
      force_update: "appv.forceUpdate",
      release_notes: "appv.notes",
    },
    sections: [
      [
        { name: "platform", label: "appv.platform", kind: "select", placeholder: true, ...platforms },
        { name: "app_version", label: "appv.version", help: "appv.version.help" },
        { name: "min_version", label: "appv.minVersion", help: "appv.minVersion.help" },
        { name: "force_update", label: "appv.forceUpdate", kind: "select", ...yesNo },
      ],
      ...NOTE_LANGUAGES.filter((l) => l !== "ar").map(note),
      // Arabic is written right to left
      (f, { t }) => (
        <div dir="rtl">
          <TextInput field={f.notes_ar} label={t("appv.notes.ar")} multiline={2} />
        </div>
      ),
    ],
  },
});

export const AppVersionList = () => <ResourceList def={appVersionScreen} />;
export const AppVersionForm = () => <ResourceForm def={appVersionScreen} />;
