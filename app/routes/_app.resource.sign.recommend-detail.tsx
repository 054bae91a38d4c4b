// the create form without id, the record's with ?id= (the route tree's `forms`)
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { signRecommendKind } from "~/domain/kinds/popups";
import { ConfigForm } from "~/features/resource-config/config-form";
import { configScreen } from "~/features/resource-config/config-screen";
import { configRoutes } from "~/features/resource-config/routes.server";

export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
export const loader = (args: LoaderFunctionArgs) => configRoutes(signRecommendKind).formLoader(args);
export const action = (args: ActionFunctionArgs) => configRoutes(signRecommendKind).formAction(args);
const screen = configScreen(signRecommendKind);
export default function Page() {
  return <ConfigForm screen={screen} />;
}
