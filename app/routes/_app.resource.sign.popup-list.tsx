import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { signPopupKind } from "~/domain/kinds/popups";
import { ConfigList, configScreen } from "~/features/resource-config/config-screen";
import { configRoutes } from "~/features/resource-config/routes.server";

export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
export const loader = (args: LoaderFunctionArgs) => configRoutes(signPopupKind).listLoader(args);
export const action = (args: ActionFunctionArgs) => configRoutes(signPopupKind).listAction(args);
const screen = configScreen(signPopupKind);
export default function Page() {
  return <ConfigList screen={screen} />;
}
// draws no Polaris component: no Polaris provider or code in its first load (ui/PolarisScope.tsx)
export { NO_POLARIS as handle } from "~/ui/PolarisScope";
