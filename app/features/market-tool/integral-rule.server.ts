import { resourceRoutes } from "../resource/routes.server";
import { integralRuleScreen } from "./integral-rule-screen";
import { integralRuleSchema } from "./integral-rule-schema";

export const { listLoader, listAction, formLoader, formAction } = resourceRoutes(integralRuleScreen, {
  api: { list: "market/integral-rules", one: "market/integral-rule" },
  schema: integralRuleSchema,
  logs: "integral_rule",
  logPath: "market/integral-rule/logs",
  toBody: (v) => ({ ...v, remark: v.remark ?? "" }),
});
