import {
  CART_ITEMS_MAX,
  CART_ITEMS_MIN,
  CLAIM_HOURS_MAX,
  PACKAGE_CODES_MAX,
  PACKAGE_CODES_MIN,
  PACKAGE_NAME_MAX,
  QUOTA_MAX,
  RESERVE_MINUTES_MAX,
  THRESHOLD_MINOR_MAX,
  VALID_DAYS_MAX,
} from "../../features/market-tool/market-task-rules";
import { AMOUNT_TEXT, toMinor } from "../../features/market-tool/promo-money";
import { ENABLE_DISABLE } from "../../lib/lifecycle";
import { defineKind } from "./kind";
import { listAndForm, marketApi, siteField } from "./market-kind";

// the market tool's wording of a range (its API answered so before the kinds)
const fromTo = (min: number, max: number) => `must be from ${min} to ${max}`;

/**
 * A newcomer coupon package: the vouchers of its site a new customer receives at sign-up, valid for
 * `valid_days`, claimable for `claim_hours`, at most `quota` packages (empty: no limit). One enabled
 * package a site (server/modules/market/newcomer-cart.ts).
 */
export const newcomerKind = defineKind({
  entity: "newcomer_coupon",
  noun: { en: "Newcomer coupon package", zh: "新人礼包" },
  ...listAndForm("coupons-for-newcomers", "coupons-for-newcomers-detail"),
  table: "newcomer_coupons",
  lifecycle: ENABLE_DISABLE,
  api: marketApi("newcomer-coupon"),
  order: "id desc",
  text: {
    create: "newcomer.create",
    createTitle: "newcomer.createTitle",
    editTitle: "newcomer.editTitle",
    label: "newcomer.list",
    kind: "newcomer.list",
  },
  fields: {
    name: { kind: "text", label: "newcomer.name", max: PACKAGE_NAME_MAX, list: { sort: true }, filter: "contains", row: 1 },
    site: siteField,
    voucher_ids: {
      kind: "picker",
      label: "newcomer.codes",
      source: "voucher",
      site: "site",
      multiple: true,
      min: PACKAGE_CODES_MIN,
      max: PACKAGE_CODES_MAX,
      formMessage: "newcomer.v.count",
      help: "newcomer.codes.help",
    },
    valid_days: {
      kind: "number",
      label: "newcomer.validDays",
      int: true,
      min: 1,
      max: VALID_DAYS_MAX,
      apiMessage: fromTo(1, VALID_DAYS_MAX),
      default: 30,
      help: "newcomer.validDays.help",
      list: { sort: true },
      row: 2,
    },
    claim_hours: {
      kind: "number",
      label: "newcomer.claimHours",
      int: true,
      min: 1,
      max: CLAIM_HOURS_MAX,
      apiMessage: fromTo(1, CLAIM_HOURS_MAX),
      default: 72,
      help: "newcomer.claimHours.help",
      row: 2,
    },
    // empty: no limit
    quota: {
      kind: "number",
      label: "newcomer.quota",
      int: true,
      min: 1,
      max: QUOTA_MAX,
      required: false,
      apiMessage: fromTo(1, QUOTA_MAX),
      help: "newcomer.quota.help",
    },
    // counted by the sign-ups, never written
    claimed: { kind: "number", label: "newcomer.claimed", int: true, derived: true },
  },
});

/**
 * A site's shopping-cart settings (one row a site): how many items a cart holds, how long it
 * reserves stock, the free-shipping reminder threshold in one of the site's currencies, and whether
 * the cart shows recommendations. The threshold is typed as decimal text and stored in minor units.
 */
export const cartKind = defineKind({
  entity: "cart_config",
  noun: { en: "Shopping cart settings", zh: "购物车配置" },
  route: "shopping-cart-manager",
  table: "cart_configs",
  api: marketApi("cart-config"),
  order: "site_abbr asc",
  text: { create: "cart.create", createTitle: "cart.createTitle", editTitle: "cart.editTitle", label: "cart.list", kind: "cart.list" },
  fields: {
    site: { kind: "site", label: "common.site", column: "site_abbr", list: { sort: true }, filter: "equals", row: 1 },
    max_items: {
      kind: "number",
      label: "cart.maxItems",
      int: true,
      min: CART_ITEMS_MIN,
      max: CART_ITEMS_MAX,
      apiMessage: fromTo(CART_ITEMS_MIN, CART_ITEMS_MAX),
      default: 100,
      help: "cart.maxItems.help",
      row: 1,
    },
    reserve_minutes: {
      kind: "number",
      label: "cart.reserveMinutes",
      int: true,
      min: 0,
      max: RESERVE_MINUTES_MAX,
      apiMessage: fromTo(0, RESERVE_MINUTES_MAX),
      default: 30,
      help: "cart.reserveMinutes.help",
    },
    currency_code: { kind: "siteCurrency", label: "cart.currency", site: "site", apiMessage: "must be a supported currency code", row: 2 },
    // typed as text in the currency ("49.00"; JPY and KRW take no decimals), stored as free_shipping_minor
    free_shipping: {
      kind: "text",
      label: "cart.freeShipping",
      max: 13,
      stored: false,
      pattern: { re: AMOUNT_TEXT, en: "must be an amount with at most 2 decimals, e.g. 49.00", key: "promo.v.amount", example: "49.00" },
      help: "cart.freeShipping.help",
      row: 2,
    },
    free_shipping_minor: { kind: "number", label: "cart.freeShipping", derived: true, exact: true },
    recommendations: { kind: "checkbox", label: "cart.recommendations", option: (v) => `cart.${v}`, default: true },
  },
  refine: [
    {
      path: "free_shipping",
      ok: (v) => {
        const minor = toMinor(String(v.free_shipping), String(v.currency_code));
        return minor !== null && minor <= THRESHOLD_MINOR_MAX;
      },
      en: `must fit the currency's decimals and be at most ${THRESHOLD_MINOR_MAX} minor units`,
      key: "promo.v.decimals",
      after: ["currency_code", "free_shipping"],
    },
  ],
});
