// the create form without id, the record's with ?id= (the route tree's `forms`)
import { ConfigForm } from "~/features/resource-config/config-form";
import { detailAdScreen } from "~/features/resource-config/screens";

export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
export { detailAdFormLoader as loader, detailAdFormAction as action } from "~/features/resource-config/routes.server";
export default function Page() {
  return <ConfigForm screen={detailAdScreen} />;
}
