import { ConfigList } from "~/features/resource-config/config-screen";
import { indexPopupScreen } from "~/features/resource-config/screens";

export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
export { indexPopupListLoader as loader, indexPopupListAction as action } from "~/features/resource-config/routes.server";
export default function Page() {
  return <ConfigList screen={indexPopupScreen} />;
}
// draws no Polaris component: no Polaris provider or code in its first load (ui/PolarisScope.tsx)
export { NO_POLARIS as handle } from "~/ui/PolarisScope";
