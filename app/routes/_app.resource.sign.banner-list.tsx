import { ConfigList } from "~/features/resource-config/config-screen";
import { signBannerScreen } from "~/features/resource-config/screens";

export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
export { signBannerListLoader as loader, signBannerListAction as action } from "~/features/resource-config/routes.server";
export default function Page() {
  return <ConfigList screen={signBannerScreen} />;
}
