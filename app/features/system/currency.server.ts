import { currencyKind } from "~/domain/kinds/currency";
import { kindRoutes } from "../resource/kind-routes.server";
import { currencyScreen } from "./currency";

export const { listLoader, listAction, formLoader, formAction } = kindRoutes(currencyKind, currencyScreen);
