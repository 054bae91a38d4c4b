import { resourceRoutes } from "../../resource/routes.server";
import { linesToBody } from "../product-lines-schema";
import { REACH_LINES } from "./reach-rules";
import { reachScreen } from "./reach-screen";
import { reachSchema } from "./reach-schema";

export const { listLoader, listAction, formLoader, formAction } = resourceRoutes(reachScreen, {
  api: { list: "exclusive_offer/list", one: "exclusive_offer" },
  schema: reachSchema,
  logs: "exclusive_offer",
  logPath: "exclusive_offer/logs",
  // the typed lines become the products at their exclusive prices (the schema has already checked them)
  toBody: (v) => ({ ...v, products: linesToBody(v.products, REACH_LINES) }),
});
