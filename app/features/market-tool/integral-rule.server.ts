import { integralRuleKind } from "~/domain/kinds/integral-rule";
import { kindRoutes } from "../resource/kind-routes.server";
import { integralRuleScreen } from "./integral-rule-screen";

export const { listLoader, listAction, formLoader, formAction } = kindRoutes(integralRuleKind, integralRuleScreen);
