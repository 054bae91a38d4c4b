import type { UiLocale } from "~/lib/constants";
import type { T } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import type { LogView } from "~/ui/LogTable";
import { str, type Snapshot } from "./log-views";
import { currencyName } from "./names";
import { SEPARATOR_FROM_API } from "./separators";

export function currencyLogView(t: T, locale: UiLocale): LogView {
  const names: Record<string, string> = { ",": "comma", ".": "dot", space: "space", "'": "apostrophe", none: "none" };
  const sep = (v: unknown) => t(`cur.sep.${names[SEPARATOR_FROM_API[str(v)] ?? ""] ?? "none"}`);
  return {
    kind: t("cur.kindPlural"),
    name: (r: Snapshot) => currencyName({ country_name: str(r.country_name), country_code: str(r.country_code) }, locale),
    fields: {
      country_code: { label: t("cur.countryName"), format: (v) => currencyName({ country_name: str(v), country_code: str(v) }, locale) },
      // derived from the code since the ISO picker; earlier entries kept a typed name
      country_name: { label: t("cur.countryNameTyped") },
      site: { label: t("common.site"), format: (v) => siteName(t, str(v)) },
      currency_code: { label: t("cur.currencyCode") },
      symbol: { label: t("cur.symbol") },
      symbol_position: { label: t("cur.symbolPosition"), format: (v) => t(`cur.symbolPosition.${str(v)}`) },
      decimals: { label: t("cur.decimals") },
      thousands_separator: { label: t("cur.thousandsSeparator"), format: sep },
      decimal_separator: { label: t("cur.decimalSeparator"), format: sep },
      enabled: { label: t("common.status"), format: (v) => (v ? t("common.enabled") : t("common.disabled")) },
    },
  };
}
