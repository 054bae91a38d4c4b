// the form at /new and /<id> (the route tree's `forms`); ?type=create on the route's own path leads here
export { IntegralRuleForm as default } from "~/features/market-tool/integral-rule-screen";
export { formLoader as loader, formAction as action } from "~/features/market-tool/integral-rule.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
