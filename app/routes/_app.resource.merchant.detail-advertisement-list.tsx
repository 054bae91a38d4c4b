import { ConfigList } from "~/features/resource-config/config-screen";
import { detailAdScreen } from "~/features/resource-config/screens";

export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
export { detailAdListLoader as loader, detailAdListAction as action } from "~/features/resource-config/routes.server";
export default function Page() {
  return <ConfigList screen={detailAdScreen} />;
}
// draws no Polaris component: no Polaris provider or code in its first load (ui/PolarisScope.tsx)
export { NO_POLARIS as handle } from "~/ui/PolarisScope";
