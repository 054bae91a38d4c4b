import { countryName } from "~/lib/countries";
import { ENABLE_DISABLE } from "~/lib/lifecycle";
import { TwoLines } from "~/ui/cells";
import { CountryFilter } from "~/ui/CountryPicker";
import { actionsColumn, stateColumn, updatedColumn } from "../../resource/columns";
import { ResourceForm } from "../../resource/ResourceForm";
import { ResourceList } from "../../resource/ResourceList";
import { defineScreen } from "../../resource/screen";
import { CURRENCIES } from "../choices";
import { localeOf } from "./countries";
import { SHIPPING_CHANNELS } from "./geo-rules";

export interface ShippingRow {
  id: number;
  country_code: string;
  channel: string;
  carrier: string;
  min_days: number;
  max_days: number;
  currency_code: string;
  /** exact amounts as text ("4.99") */
  fee: string;
  free_threshold: string | null;
  enabled: boolean;
  version: number;
  updated_by: string;
  updated_at: string;
}

const CHANNELS = { values: SHIPPING_CHANNELS, option: (v: string, t: (k: string) => string) => t(`geo.channel.${v}`) };

export const shippingScreen = defineScreen<ShippingRow>({
  route: "country-region-shipping-list",
  lifecycle: ENABLE_DISABLE,
  name: (r) => `${r.country_code} ${r.carrier} (${r.currency_code})`,
  list: {
    create: "geo.shipping.create",
    label: "geo.shipping.list",
    defaultOrder: "geo.order.country",
    filters: [
      { name: "country", label: "geo.country", kind: "country", Filter: CountryFilter },
      { name: "channel", label: "geo.channel", kind: "select", ...CHANNELS },
      { name: "currency", label: "geo.currency", kind: "select", ...CURRENCIES },
      { kind: "state" },
    ],
    columns: [
      {
        title: "geo.country",
        sort: "country_code",
        cell: (r, { t }) => <TwoLines first={countryName(r.country_code, localeOf(t))} second={r.country_code} strong />,
      },
      { title: "geo.channel", cell: (r, { t }) => <TwoLines first={t(`geo.channel.${r.channel}`)} second={r.carrier} /> },
      { title: "geo.days", sort: "min_days", cell: (r, { t }) => t("geo.days.range", { min: r.min_days, max: r.max_days }) },
      { title: "geo.fee", align: "end", cell: (r) => `${r.currency_code} ${r.fee}` },
      {
        title: "geo.freeFrom",
        align: "end",
        cell: (r, { t }) => (r.free_threshold ? `${r.currency_code} ${r.free_threshold}` : t("geo.freeNever")),
      },
      stateColumn(ENABLE_DISABLE),
      updatedColumn,
      actionsColumn,
    ],
  },
  form: {
    id: "shipping",
    title: { create: "geo.shipping.createTitle", update: "geo.shipping.editTitle" },
    validator: () => import("./validators").then((m) => m.geoValidators.shipping),
    defaults: { channel: "standard" },
    fromRecord: (r) => ({ ...r, free_threshold: r.free_threshold ?? undefined }),
    conflictLabels: {
      carrier: "geo.carrier",
      min_days: "geo.minDays",
      max_days: "geo.maxDays",
      fee: "geo.fee",
      free_threshold: "geo.freeFrom",
    },
    sections: [
      { name: "country_code", label: "geo.country", kind: "country" },
      [
        { name: "channel", label: "geo.channel", kind: "select", ...CHANNELS },
        { name: "carrier", label: "geo.carrier" },
      ],
      [
        { name: "min_days", label: "geo.minDays", kind: "integer" },
        { name: "max_days", label: "geo.maxDays", kind: "integer" },
      ],
      [
        { name: "currency_code", label: "geo.currency", kind: "select", placeholder: true, ...CURRENCIES },
        { name: "fee", label: "geo.fee", kind: "decimal" },
        { name: "free_threshold", label: "geo.freeFrom", kind: "decimal", help: "geo.freeFrom.help" },
      ],
    ],
  },
});

export const ShippingList = () => <ResourceList def={shippingScreen} />;
export const ShippingForm = () => <ResourceForm def={shippingScreen} />;
