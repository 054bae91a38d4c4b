import { resourceRoutes } from "../../resource/routes.server";
import { algorithmScreen } from "./algorithm";
import { algorithmSchema } from "./algorithm-schema";

export const { listLoader, listAction, formLoader, formAction } = resourceRoutes(algorithmScreen, {
  api: { list: "product/algorithm_config/paginate", one: "product/algorithm_config" },
  schema: algorithmSchema,
  logs: "algorithm_config",
  logPath: "product/logs",
});
