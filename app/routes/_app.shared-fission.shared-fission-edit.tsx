// the create form without id, the record's with ?id= (the route tree's `forms`)
import { ConfigForm } from "~/features/resource-config/config-form";
import { shareConfigScreen } from "~/features/shared-fission/screens";

export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
export { formLoader as loader, formAction as action } from "~/features/shared-fission/routes.server";
export default function Page() {
  return <ConfigForm screen={shareConfigScreen} />;
}
