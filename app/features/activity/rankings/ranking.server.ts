import { resourceRoutes } from "../../resource/routes.server";
import { linesToBody } from "../product-lines-schema";
import { RANKING_LINES } from "./ranking-rules";
import { rankingScreen } from "./ranking-screen";
import { rankingSchema } from "./ranking-schema";

export const { listLoader, listAction, formLoader, formAction } = resourceRoutes(rankingScreen, {
  api: { list: "ranking/list", one: "ranking" },
  schema: rankingSchema,
  logs: "ranking",
  logPath: "ranking/logs",
  // the typed lines become the ordered products the API stores (the schema has already checked them)
  toBody: (v) => ({ ...v, products: linesToBody(v.products, RANKING_LINES) }),
});
