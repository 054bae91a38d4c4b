import { currencyKind } from "~/domain/kinds/currency";
import type { RowOf } from "~/domain/kinds/kind";
import { ENABLE_DISABLE } from "~/lib/lifecycle";
import { siteName } from "~/lib/sites";
import { twoLinesHtml } from "~/ui/cells";
import { html } from "~/ui/html";
import { actionsColumn, stateColumn, updatedColumn } from "../resource/columns";
import { kindLogView, kindScreen } from "../resource/kind-screen";
import type { NameContext } from "../resource/screen";
import { ResourceList } from "../resource/ResourceList";
import { CURRENCIES, SITES } from "./choices";
import { currencyCountry, currencyName } from "./names";

export type Currency = RowOf<typeof currencyKind>;

/** 1234567.891 written the way the country shows prices. */
function sample(c: Currency) {
  const [int, frac = ""] = (1234567.891).toFixed(c.decimals).split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, c.thousands_separator);
  const amount = frac ? `${grouped}${c.decimal_separator}${frac}` : grouped;
  return c.symbol_position === "before" ? `${c.symbol}${amount}` : `${amount} ${c.symbol}`;
}

const snapshotName = (r: Record<string, unknown>, c: NameContext) =>
  currencyName({ country_name: String(r.country_name ?? ""), country_code: String(r.country_code ?? "") }, c);

// fields, form and log come from the kind; what this list shows its own way is written here
export const currencyScreen = kindScreen(
  currencyKind,
  () => import("../resource/kind-validator").then((m) => m.kindValidator(currencyKind)),
  {
    name: currencyName,
    lastOfKind: (c, t) => ({ filters: { site: c.site }, label: t("cur.kind", { site: siteName(t, c.site) }) }),
    logView: kindLogView(currencyKind, snapshotName),
    list: {
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
          cell: (c, { locale, data }) =>
            twoLinesHtml(
              currencyCountry(c, (data as { countryNames?: NameContext["countries"] }).countryNames),
              locale === "zh" ? `${c.country_code} · ${c.country_name}` : c.country_code,
              true,
            ),
        },
        { title: "common.site", sort: "site", cell: (c, { t }) => siteName(t, c.site) },
        { title: "cur.currencyCode", sort: "currency_code", cell: (c) => `${c.currency_code} (${c.symbol})` },
        { title: "cur.sample", cell: (c) => html`<span data-testid="sample-${c.id}">${sample(c)}</span>` },
        stateColumn(ENABLE_DISABLE),
        updatedColumn,
        actionsColumn,
      ],
    },
  },
);

export const CurrencyList = () => <ResourceList def={currencyScreen} />;
