import { ConfigList } from "~/features/resource-config/config-screen";
import { indexPopupScreen } from "~/features/resource-config/screens";

export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
export { indexPopupListLoader as loader, indexPopupListAction as action } from "~/features/resource-config/routes.server";
export default function Page() {
  return <ConfigList screen={indexPopupScreen} />;
}
