import { appVersionKind } from "~/domain/kinds/app-version";
import { kindRoutes } from "../resource/kind-routes.server";
import { appVersionScreen } from "./app-version";

export const { listLoader, listAction, formLoader, formAction } = kindRoutes(appVersionKind, appVersionScreen);
