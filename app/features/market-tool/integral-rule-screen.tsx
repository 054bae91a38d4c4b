import { ALL_SITES } from "~/lib/constants";
import type { T } from "~/lib/i18n";
import { ENABLE_DISABLE, PERIOD_STATES } from "~/lib/lifecycle";
import { siteName } from "~/lib/sites";
import { formatUsWestDate } from "~/lib/time";
import { Period, TwoLines } from "~/ui/cells";
import { actionsColumn, stateColumn, updatedColumn } from "../resource/columns";
import { ResourceForm } from "../resource/ResourceForm";
import { ResourceList } from "../resource/ResourceList";
import { defineScreen } from "../resource/screen";
import { RULE_KINDS } from "./balance-rules";
import { RULES_EDIT, RULES_LIST, ruleLogView, ruleName, ruleValueText, type IntegralRule } from "./integral-rule";

const SITES = { values: ALL_SITES, option: (v: string, t: T) => siteName(t, v) };
const KINDS = { values: RULE_KINDS, option: (v: string, t: T) => t(`rule.kind.${v}`) };

/** /market-tool/integral-rules: the points-earning rules; the form is integral-rules-edit (/new, /<id>). */
export const integralRuleScreen = defineScreen<IntegralRule>({
  route: RULES_LIST,
  formRoute: RULES_EDIT,
  lifecycle: ENABLE_DISABLE,
  name: ruleName,
  logView: ruleLogView,
  list: {
    create: "rule.create",
    label: "rule.list",
    defaultOrder: "sort.newestFirst",
    filters: [
      { name: "name", label: "rule.name", kind: "text" },
      { name: "site", label: "common.site", kind: "select", ...SITES },
      { name: "kind", label: "rule.kind", kind: "select", ...KINDS },
      { name: "period", label: "common.period", kind: "select", values: PERIOD_STATES, option: (v, t) => t(`period.${v}`) },
      { kind: "state" },
    ],
    columns: [
      { title: "rule.name", sort: "name", cell: (r, { t }) => <TwoLines strong first={r.name} second={siteName(t, r.site)} /> },
      { title: "rule.kind", sort: "kind", cell: (r, { t }) => t(`rule.kind.${r.kind}`) },
      { title: "rule.value", cell: (r, { t }) => ruleValueText(r.kind, r.value, t) },
      { title: "rule.period", sort: "start_at", cell: (r) => <Period start={r.start_at} end={r.end_at} /> },
      stateColumn<IntegralRule>(ENABLE_DISABLE, { period: ["start_at", "end_at"] }),
      updatedColumn,
      actionsColumn,
    ],
  },
  form: {
    id: "integral-rule",
    title: { create: "rule.createTitle", update: "rule.editTitle" },
    validator: () => import("./integral-rule-validator").then((m) => m.validateIntegralRule),
    defaults: { site: "us", kind: "earn_per_spend" },
    fromRecord: (r) => ({ ...r, start_day: formatUsWestDate(r.start_at), end_day: formatUsWestDate(r.end_at) }),
    conflictLabels: {
      name: "rule.name",
      kind: "rule.kind",
      value: "rule.value",
      start_day: "rule.startDay",
      end_day: "rule.endDay",
      remark: "rule.remark",
    },
    sections: [
      [
        { name: "name", label: "rule.name" },
        { name: "site", label: "common.site", kind: "select", ...SITES },
      ],
      [
        { name: "kind", label: "rule.kind", kind: "select", ...KINDS },
        { name: "value", label: "rule.value", kind: "integer", help: "rule.value.help" },
      ],
      [
        { name: "start_day", label: "rule.startDay", kind: "date" },
        { name: "end_day", label: "rule.endDay", kind: "date" },
      ],
      { name: "remark", label: "rule.remark", kind: "multiline" },
    ],
  },
});

export const IntegralRuleList = () => <ResourceList def={integralRuleScreen} />;
export const IntegralRuleForm = () => <ResourceForm def={integralRuleScreen} />;
