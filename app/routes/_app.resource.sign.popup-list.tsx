import { ConfigList } from "~/features/resource-config/config-screen";
import { signPopupScreen } from "~/features/resource-config/screens";

export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
export { signPopupListLoader as loader, signPopupListAction as action } from "~/features/resource-config/routes.server";
export default function Page() {
  return <ConfigList screen={signPopupScreen} />;
}
