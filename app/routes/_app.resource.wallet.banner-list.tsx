import { ConfigList } from "~/features/resource-config/config-screen";
import { walletBannerScreen } from "~/features/resource-config/screens";

export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
export { walletBannerListLoader as loader, walletBannerListAction as action } from "~/features/resource-config/routes.server";
export default function Page() {
  return <ConfigList screen={walletBannerScreen} />;
}
