import { resourceRoutes } from "../resource/routes.server";
import { optionTagScreen } from "./option-tag";
import { optionTagSchema } from "./option-tag-schema";
import { systemApi } from "./api.server";

export const { listLoader, listAction, formLoader, formAction } = resourceRoutes(optionTagScreen, {
  api: { list: "config/option-tags", one: "config/option-tag" },
  schema: optionTagSchema,
  logs: "option_tag",
  logPath: "config/option-tag/logs",
  // the form's choices: every option value entry and the enabled tags
  extra: async (ctx, page) => (page === "form" ? { choices: await systemApi(ctx.api).optionTagChoices() } : {}),
});
