import { Badge } from "@shopify/polaris";
import { CONTENT_LANGUAGES } from "~/lib/constants";
import { ENABLE_DISABLE } from "~/lib/lifecycle";
import { siteName } from "~/lib/sites";
import { actionsColumn, stateColumn, updatedColumn } from "../../resource/columns";
import { ResourceForm } from "../../resource/ResourceForm";
import { ResourceList } from "../../resource/ResourceList";
import { defineScreen } from "../../resource/screen";
import { SITES } from "../choices";

export interface SiteLanguageRow {
  id: number;
  site: string;
  language: string;
  is_default: boolean;
  sort: number;
  enabled: boolean;
  version: number;
  updated_by: string;
  updated_at: string;
}

const LANGUAGES = { values: CONTENT_LANGUAGES, option: (v: string, t: (k: string) => string) => `${t(`geo.language.${v}`)} (${v})` };
const YES_NO = { values: ["true", "false"], option: (v: string, t: (k: string) => string) => t(v === "true" ? "geo.yes" : "geo.no") };

export const languageScreen = defineScreen<SiteLanguageRow>({
  route: "system-lang-install",
  lifecycle: ENABLE_DISABLE,
  name: (r, { t }) => `${siteName(t, r.site)} ${t(`geo.language.${r.language}`)} (${r.language})`,
  lastOfKind: (r, t) => ({ filters: { site: r.site }, label: t("geo.language.kind", { site: siteName(t, r.site) }) }),
  list: {
    create: "geo.language.create",
    label: "geo.language.list",
    defaultOrder: "geo.order.siteSort",
    filters: [
      { name: "site", label: "common.site", kind: "select", ...SITES },
      { name: "language", label: "geo.language", kind: "select", ...LANGUAGES },
      { kind: "state" },
    ],
    columns: [
      { title: "common.site", sort: "site", cell: (r, { t }) => siteName(t, r.site) },
      {
        title: "geo.language",
        cell: (r, { t }) => (
          <>
            {t(`geo.language.${r.language}`)} ({r.language}) {r.is_default ? <Badge tone="info">{t("geo.language.default")}</Badge> : null}
          </>
        ),
      },
      { title: "geo.sort", sort: "sort", align: "end", cell: (r) => r.sort },
      stateColumn(ENABLE_DISABLE),
      updatedColumn,
      actionsColumn,
    ],
  },
  form: {
    id: "site-language",
    title: { create: "geo.language.createTitle", update: "geo.language.editTitle" },
    validator: () => import("./validators").then((m) => m.geoValidators.language),
    defaults: { is_default: "false", sort: 0 },
    fromRecord: (r) => ({ ...r, is_default: String(r.is_default) }),
    conflictLabels: { site: "common.site", language: "geo.language", is_default: "geo.language.default", sort: "geo.sort" },
    sections: [
      [
        { name: "site", label: "common.site", kind: "select", placeholder: true, ...SITES },
        { name: "language", label: "geo.language", kind: "select", placeholder: true, ...LANGUAGES },
      ],
      [
        { name: "is_default", label: "geo.language.default", kind: "select", ...YES_NO },
        { name: "sort", label: "geo.sort", kind: "integer", help: "geo.sort.help" },
      ],
    ],
  },
});

export const LanguageList = () => <ResourceList def={languageScreen} />;
export const LanguageForm = () => <ResourceForm def={languageScreen} />;
