export { IntegralRuleList as default } from "~/features/market-tool/integral-rule-screen";
export { listLoader as loader, listAction as action } from "~/features/market-tool/integral-rule.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
