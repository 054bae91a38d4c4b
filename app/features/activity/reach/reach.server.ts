import { reachKind } from "~/domain/kinds/reach";
import { kindRoutes } from "../../resource/kind-routes.server";
import { reachScreen } from "./reach-screen";

export const { listLoader, listAction, formLoader, formAction } = kindRoutes(reachKind, reachScreen);
