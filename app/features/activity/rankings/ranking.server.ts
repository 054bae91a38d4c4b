import { rankingKind } from "~/domain/kinds/ranking";
import { kindRoutes } from "../../resource/kind-routes.server";
import { rankingScreen } from "./ranking-screen";

export const { listLoader, listAction, formLoader, formAction } = kindRoutes(rankingKind, rankingScreen);
