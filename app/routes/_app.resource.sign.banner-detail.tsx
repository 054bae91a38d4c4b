// the create form without id, the record's with ?id= (the route tree's `forms`)
import { ConfigForm } from "~/features/resource-config/config-form";
import { signBannerScreen } from "~/features/resource-config/screens";

export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
export { signBannerFormLoader as loader, signBannerFormAction as action } from "~/features/resource-config/routes.server";
export default function Page() {
  return <ConfigForm screen={signBannerScreen} />;
}
