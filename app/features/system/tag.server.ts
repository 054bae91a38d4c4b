import { resourceRoutes } from "../resource/routes.server";
import { tagScreen } from "./tag";
import { tagSchema } from "./tag-schema";

export const { listLoader, listAction, formLoader, formAction } = resourceRoutes(tagScreen, {
  api: { list: "config/tags", one: "config/tag" },
  schema: tagSchema,
  logs: "tag",
});
