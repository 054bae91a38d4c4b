import { tagKind } from "~/domain/kinds/tag";
import { kindRoutes } from "../resource/kind-routes.server";
import { tagScreen } from "./tag";

export const { listLoader, listAction, formLoader, formAction } = kindRoutes(tagKind, tagScreen);
