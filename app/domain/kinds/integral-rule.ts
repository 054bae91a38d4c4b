import {
  RULE_KINDS,
  RULE_NAME_MAX,
  RULE_REMARK_MAX,
  RULE_VALUE,
  ruleValueOk,
  type RuleKind,
} from "../../features/market-tool/balance-rules";
import { ENABLE_DISABLE } from "../../lib/lifecycle";
import { message } from "../../lib/validation-message";
import { defineKind } from "./kind";
import { listAndForm, marketApi, siteField } from "./market-kind";

const range = (v: Record<string, unknown>) => RULE_VALUE[v.kind as RuleKind] ?? { min: 1, max: 1 };

/**
 * Points-earning rules (market-tool/integral-rules, issue 10): per site, a kind (points per currency
 * unit spent, sign-up, review and check-in bonuses, points' expiry in days, the redemption rate, the
 * largest share of an order payable with points) and one whole number whose range depends on the
 * kind, valid from the first to the last US West day. Created disabled; enabled ⇄ disabled. That two
 * enabled rules of a site and kind never overlap is the API's check (server/modules/market/integral-rules.ts).
 */
export const integralRuleKind = defineKind({
  entity: "integral_rule",
  noun: { en: "Points rule", zh: "积分规则" },
  ...listAndForm("integral-rules", "integral-rules-edit"),
  table: "integral_rules",
  lifecycle: ENABLE_DISABLE,
  api: marketApi("integral-rule"),
  order: "id desc",
  text: { create: "rule.create", createTitle: "rule.createTitle", editTitle: "rule.editTitle", label: "rule.list", kind: "rule.list" },
  fields: {
    name: { kind: "text", label: "rule.name", max: RULE_NAME_MAX, list: { sort: true }, filter: "contains", row: 1 },
    site: siteField,
    kind: {
      kind: "select",
      label: "rule.kind",
      values: RULE_KINDS,
      option: (v) => `rule.kind.${v}`,
      list: { sort: true },
      filter: "equals",
      default: "earn_per_spend",
      row: 2,
    },
    value: { kind: "number", label: "rule.value", int: true, min: 1, max: 100_000, help: "rule.value.help", row: 2 },
    schedule: { kind: "schedule", days: true, label: "rule.period", list: { sort: true }, filter: "period", row: 3 },
    remark: { kind: "text", label: "rule.remark", max: RULE_REMARK_MAX, multiline: true, required: false },
  },
  refine: [
    {
      path: "value",
      ok: (v) => ruleValueOk(v.kind, v.value),
      en: (v) => `must be from ${range(v).min} to ${range(v).max} for ${String(v.kind)}`,
      key: (v) => message("v.between", { min: range(v).min, max: range(v).max }),
      after: ["kind", "value"],
    },
  ],
});
