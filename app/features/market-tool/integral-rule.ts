// The points-earning rule as the console shows it; shared by its list and form screens.
import type { T } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { formatUsWest } from "~/lib/time";
import type { LogView } from "~/ui/LogTable";
import { RULE_KINDS, RULE_VALUE, type RuleKind } from "./balance-rules";

export const RULES_LIST = "integral-rules";
export const RULES_EDIT = "integral-rules-edit";

export interface IntegralRule {
  id: number;
  name: string;
  site: string;
  kind: RuleKind;
  value: number;
  start_at: string;
  end_at: string;
  remark: string;
  enabled: boolean;
  version: number;
  updated_by: string;
  updated_at: string;
}

/** "Welcome bonus (us)": how headings, toasts and confirmations name a rule. */
export const ruleName = (r: { name?: unknown; site?: unknown }) => `${String(r.name ?? "")} (${String(r.site ?? "")})`;

const kindOf = (v: unknown): RuleKind =>
  (RULE_KINDS as readonly string[]).includes(String(v)) ? (String(v) as RuleKind) : "earn_per_spend";
/** "2 points per currency unit", "365 days", "20 %" */
export const ruleValueText = (kind: unknown, value: unknown, t: T) =>
  t(`rule.unit.${RULE_VALUE[kindOf(kind)].unit}`, { n: String(value ?? "") });

const str = (v: unknown) => String(v ?? "");

export function ruleLogView(t: T): LogView {
  return {
    kind: t("rule.list"),
    name: ruleName,
    fields: {
      name: { label: t("rule.name") },
      site: { label: t("common.site"), format: (v) => siteName(t, str(v)) },
      kind: { label: t("rule.kind"), format: (v) => t(`rule.kind.${kindOf(v)}`) },
      value: { label: t("rule.value") },
      start_at: { label: t("rule.start"), format: (v) => formatUsWest(str(v)) },
      end_at: { label: t("rule.end"), format: (v) => formatUsWest(str(v)) },
      remark: { label: t("rule.remark") },
      enabled: { label: t("common.status"), format: (v) => t(v === true ? "common.enabled" : "common.disabled") },
    },
  };
}
