import { CURRENCY_CODES } from "../../lib/constants";
import { ENABLE_DISABLE } from "../../lib/lifecycle";
import { defineKind } from "./kind";

const SEPARATOR_NAMES: Record<string, string> = { ",": "comma", ".": "dot", space: "space", "'": "apostrophe", none: "none" };
const separatorKey = (v: string) => `cur.sep.${SEPARATOR_NAMES[v]}`;

/** Country currency: how a country's prices are written on one site. */
export const currencyKind = defineKind({
  entity: "currency",
  noun: { en: "Country currency", zh: "国家币种" },
  route: "currency-manage-list",
  table: "currencies",
  lifecycle: ENABLE_DISABLE,
  api: { list: "/api/config/currencies", one: "/api/config/currency", log: "/api/config/logs" },
  order: "id desc",
  sort: { country_name: "country_name" },
  text: {
    create: "cur.create",
    createTitle: "cur.createTitle",
    editTitle: "cur.editTitle",
    label: "cur.countryName",
    kind: "cur.kindPlural",
  },
  fields: {
    // an ISO 3166-1 code chosen by name in zh or en (issue 15 item 13); the API derives the stored name
    country_code: { kind: "country", label: "cur.countryName", list: { sort: true }, row: 1 },
    // derived from the code since the ISO picker; earlier entries kept a typed name
    country_name: { kind: "text", label: "cur.countryNameTyped", derived: true, max: 100 },
    site: { kind: "site", label: "common.site", column: "site_abbr", list: { sort: true }, filter: "equals", row: 1 },
    currency_code: {
      kind: "select",
      label: "cur.currencyCode",
      values: CURRENCY_CODES,
      apiMessage: "must be a supported ISO 4217 currency code",
      list: { sort: true },
      row: 2,
    },
    symbol: { kind: "text", label: "cur.symbol", max: 8, row: 2 },
    symbol_position: {
      kind: "select",
      label: "cur.symbolPosition",
      values: ["before", "after"],
      option: (v) => `cur.symbolPosition.${v}`,
      default: "before",
      row: 2,
    },
    decimals: { kind: "number", label: "cur.decimals", int: true, min: 0, max: 4, default: 2, row: 3 },
    // a form drops empty strings, so "no separator" travels as the word "none" (and a space as "space")
    thousands_separator: {
      kind: "select",
      label: "cur.thousandsSeparator",
      values: [",", ".", " ", "'", ""],
      formAs: { " ": "space", "": "none" },
      option: separatorKey,
      apiMessage: "must be , . space ' or none",
      default: ",",
      row: 3,
    },
    decimal_separator: {
      kind: "select",
      label: "cur.decimalSeparator",
      values: [".", ","],
      option: separatorKey,
      apiMessage: "must be . or ,",
      default: ".",
      row: 3,
    },
  },
  refine: [
    {
      path: "thousands_separator",
      ok: (v) => v.thousands_separator !== v.decimal_separator,
      en: "must differ from the decimal separator",
      key: "v.separatorsDiffer",
      after: ["thousands_separator", "decimal_separator"],
    },
  ],
});
