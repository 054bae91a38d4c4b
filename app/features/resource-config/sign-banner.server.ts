import { signBannerKind } from "~/domain/kinds/sign-banner";
import { kindRoutes } from "../resource/kind-routes.server";
import { signBannerScreen } from "./sign-banner";

export const { listLoader, listAction, formLoader, formAction } = kindRoutes(signBannerKind, signBannerScreen);
