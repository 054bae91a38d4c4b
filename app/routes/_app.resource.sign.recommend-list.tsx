import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { signRecommendKind } from "~/domain/kinds/popups";
import { ConfigList, configScreen } from "~/features/resource-config/config-screen";
import { configRoutes } from "~/features/resource-config/routes.server";

export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
export const loader = (args: LoaderFunctionArgs) => configRoutes(signRecommendKind).listLoader(args);
export const action = (args: ActionFunctionArgs) => configRoutes(signRecommendKind).listAction(args);
const screen = configScreen(signRecommendKind);
export default function Page() {
  return <ConfigList screen={screen} />;
}
// draws no Polaris component: no Polaris provider or code in its first load (ui/PolarisScope.tsx)
export { NO_POLARIS as handle } from "~/ui/PolarisScope";
