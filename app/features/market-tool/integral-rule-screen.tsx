import { integralRuleKind } from "~/domain/kinds/integral-rule";
import { ENABLE_DISABLE } from "~/lib/lifecycle";
import { siteName } from "~/lib/sites";
import { Period, TwoLines } from "~/ui/cells";
import { actionsColumn, stateColumn, updatedColumn } from "../resource/columns";
import { kindLogView, kindScreen } from "../resource/kind-screen";
import { ResourceForm } from "../resource/ResourceForm";
import { ResourceList } from "../resource/ResourceList";
import { ruleName, ruleValueText, type IntegralRule } from "./integral-rule";

/** /market-tool/integral-rules: fields, filters, form and log from the kind; the list's cells are its own. */
export const integralRuleScreen = kindScreen(
  integralRuleKind,
  () => import("../resource/kind-validator").then((m) => m.kindValidator(integralRuleKind)),
  {
    name: ruleName,
    logView: kindLogView(integralRuleKind, ruleName),
    // the form's element ids (#integral-rule-new) as the pages had them before the kind
    form: { id: "integral-rule" },
    list: {
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
  },
);

export const IntegralRuleList = () => <ResourceList def={integralRuleScreen} />;
export const IntegralRuleForm = () => <ResourceForm def={integralRuleScreen} />;
