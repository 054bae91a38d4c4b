import { ENABLE_DISABLE } from "~/lib/lifecycle";
import { siteName } from "~/lib/sites";
import { twoLinesHtml } from "~/ui/cells";
import { html } from "~/ui/html";
import { actionsColumn, stateColumn, updatedColumn } from "../resource/columns";
import { ResourceList } from "../resource/ResourceList";
import { defineScreen } from "../resource/screen";
import { CURRENCIES, SITES } from "./choices";
import { currencyLogView } from "./currency-log";
import { currencyCountry, currencyName } from "./names";
import { SEPARATOR_FROM_API } from "./separators";

export interface Currency {
  id: number;
  country_code: string;
  country_name: string;
  site: string;
  currency_code: string;
  symbol: string;
  symbol_position: "before" | "after";
  decimals: number;
  thousands_separator: string;
  decimal_separator: string;
  enabled: boolean;
  version: number;
  updated_by: string;
  updated_at: string;
}

/** 1234567.891 written the way the country shows prices. */
function sample(c: Currency) {
  const [int, frac = ""] = (1234567.891).toFixed(c.decimals).split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, c.thousands_separator);
  const amount = frac ? `${grouped}${c.decimal_separator}${frac}` : grouped;
  return c.symbol_position === "before" ? `${c.symbol}${amount}` : `${amount} ${c.symbol}`;
}

const separators = { values: [",", ".", "space", "'", "none"], option: (v: string, t: (k: string) => string) => t(`cur.sep.${SEPARATOR_KEY[v]}`) };
const SEPARATOR_KEY: Record<string, string> = { ",": "comma", ".": "dot", space: "space", "'": "apostrophe", none: "none" };

export const currencyScreen = defineScreen<Currency>({
  route: "currency-manage-list",
  lifecycle: ENABLE_DISABLE,
  name: currencyName,
  lastOfKind: (c, t) => ({ filters: { site: c.site }, label: t("cur.kind", { site: siteName(t, c.site) }) }),
  logView: currencyLogView,
  list: {
    create: "cur.create",
    label: "cur.countryName",
    defaultOrder: "sort.newestFirst",
    filters: [
      { name: "site", label: "common.site", kind: "select", ...SITES },
      { name: "currency", label: "cur.currencyCode", kind: "select", ...CURRENCIES },
      { name: "country", label: "cur.country.filter", kind: "text" },
      { kind: "state" },
    ],
    columns: [
      {
        title: "cur.countryName",
        sort: "country_name",
        // in zh the English name stays beside the code: it is what the storefronts and carriers write
        cell: (c, { locale }) => twoLinesHtml(currencyCountry(c, locale), locale === "zh" ? `${c.country_code} · ${c.country_name}` : c.country_code, true),
      },
      { title: "common.site", sort: "site", cell: (c, { t }) => siteName(t, c.site) },
      { title: "cur.currencyCode", sort: "currency_code", cell: (c) => `${c.currency_code} (${c.symbol})` },
      { title: "cur.sample", cell: (c) => html`<span data-testid="sample-${c.id}">${sample(c)}</span>` },
      stateColumn(ENABLE_DISABLE),
      updatedColumn,
      actionsColumn,
    ],
  },
  form: {
    id: "currency",
    title: { create: "cur.createTitle", update: "cur.editTitle" },
    validator: () => import("./validators").then((m) => m.validators.currency),
    defaults: { symbol_position: "before", decimals: 2, thousands_separator: ",", decimal_separator: "." },
    fromRecord: (r) => ({ ...r, thousands_separator: SEPARATOR_FROM_API[r.thousands_separator] }),
    conflictLabels: { country_code: "cur.countryName", currency_code: "cur.currencyCode", symbol: "cur.symbol", decimals: "cur.decimals" },
    sections: [
      [
        // an ISO 3166-1 code chosen by name in zh or en (issue 15 item 13); the API derives the stored name
        { name: "country_code", label: "cur.countryName", kind: "country" },
        { name: "site", label: "common.site", kind: "select", placeholder: true, ...SITES },
      ],
      [
        { name: "currency_code", label: "cur.currencyCode", kind: "select", placeholder: true, ...CURRENCIES },
        { name: "symbol", label: "cur.symbol" },
        { name: "symbol_position", label: "cur.symbolPosition", kind: "select", values: ["before", "after"], option: (v, t) => t(`cur.symbolPosition.${v}`) },
      ],
      [
        { name: "decimals", label: "cur.decimals", kind: "integer" },
        { name: "thousands_separator", label: "cur.thousandsSeparator", kind: "select", ...separators },
        { name: "decimal_separator", label: "cur.decimalSeparator", kind: "select", ...separators, values: [",", "."] },
      ],
    ],
  },
});

export const CurrencyList = () => <ResourceList def={currencyScreen} />;
