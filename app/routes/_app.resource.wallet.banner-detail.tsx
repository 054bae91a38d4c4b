// the create form without id, the record's with ?id= (the route tree's `forms`)
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { walletBannerKind } from "~/domain/kinds/banners";
import { ConfigForm } from "~/features/resource-config/config-form";
import { configScreen } from "~/features/resource-config/config-screen";
import { configRoutes } from "~/features/resource-config/routes.server";

export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
export const loader = (args: LoaderFunctionArgs) => configRoutes(walletBannerKind).formLoader(args);
export const action = (args: ActionFunctionArgs) => configRoutes(walletBannerKind).formAction(args);
const screen = configScreen(walletBannerKind);
export default function Page() {
  return <ConfigForm screen={screen} />;
}
