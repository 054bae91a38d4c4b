import { useT } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import type { LogView } from "~/ui/LogTable";

// How the top-products changes read in their logs: a category's pinned list (before → after, by SPU
// code) and a site's settings, with translated field names and values as the screens show them.

const codes = (v: unknown) => (Array.isArray(v) ? (v.length ? v.join(", ") : "—") : String(v ?? "—"));

export function usePinLogView(): LogView {
  const { t } = useT();
  return {
    kind: t("topprod.log.pins"),
    name: (r) => String(r.category ?? ""),
    fields: {
      category: { label: t("category.col.name") },
      products: { label: t("topprod.log.products"), format: codes },
      product: { label: t("topprod.log.product") },
    },
  };
}

export function useSettingLogView(): LogView {
  const { t } = useT();
  return {
    kind: t("topprod.log.settings"),
    name: (r) => siteName(t, String(r.site ?? "")),
    fields: {
      site: { label: t("common.site"), format: (v) => siteName(t, String(v)) },
      max_pins: { label: t("topprod.field.maxPins") },
      fill_rule: { label: t("topprod.field.fillRule"), format: (v) => t(`topprod.fill.${String(v)}`) },
    },
  };
}
