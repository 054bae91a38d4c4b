import { resourceRoutes } from "../../resource/routes.server";
import { categoryScreen } from "./category";
import { categorySchema } from "./category-schema";

export const { listLoader, listAction, formLoader, formAction } = resourceRoutes(categoryScreen, {
  api: { list: "activity/categories", one: "activity/category" },
  schema: categorySchema,
  logs: "activity_category",
  logPath: "activity/logs",
});
