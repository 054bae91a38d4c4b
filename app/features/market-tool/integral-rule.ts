// The points-earning rule as the console shows it beyond its kind (app/domain/kinds/integral-rule.ts).
import { integralRuleKind } from "~/domain/kinds/integral-rule";
import type { RowOf } from "~/domain/kinds/kind";
import type { T } from "~/lib/i18n";
import { RULE_KINDS, RULE_VALUE, type RuleKind } from "./balance-rules";
import { siteRecordName } from "~/lib/sites";

export const RULES_LIST = integralRuleKind.route;
export const RULES_EDIT = String(integralRuleKind.formRoute);

export type IntegralRule = RowOf<typeof integralRuleKind>;

/** "Welcome bonus (United States)": how headings, toasts and confirmations name a rule. */
export const ruleName = siteRecordName;

const kindOf = (v: unknown): RuleKind =>
  (RULE_KINDS as readonly string[]).includes(String(v)) ? (String(v) as RuleKind) : "earn_per_spend";
/** "2 points per currency unit", "365 days", "20 %" */
export const ruleValueText = (kind: unknown, value: unknown, t: T) =>
  t(`rule.unit.${RULE_VALUE[kindOf(kind)].unit}`, { n: String(value ?? "") });
