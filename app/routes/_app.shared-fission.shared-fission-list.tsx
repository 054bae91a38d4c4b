import { ConfigList } from "~/features/resource-config/config-screen";
import { shareConfigScreen } from "~/features/shared-fission/screens";

export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
export { listLoader as loader, listAction as action } from "~/features/shared-fission/routes.server";
export default function Page() {
  return <ConfigList screen={shareConfigScreen} />;
}
// draws no Polaris component: no Polaris provider or code in its first load (ui/PolarisScope.tsx)
export { NO_POLARIS as handle } from "~/ui/PolarisScope";
