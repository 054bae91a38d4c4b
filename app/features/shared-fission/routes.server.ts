import { shareConfigKind } from "~/domain/kinds/share-config";
import { kindRoutes } from "../resource/kind-routes.server";
import { shareConfigScreen } from "./screens";

export const { listLoader, listAction, formLoader, formAction } = kindRoutes(shareConfigKind, shareConfigScreen);
