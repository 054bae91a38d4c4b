import { resourceRoutes } from "../../resource/routes.server";
import { labelScreen } from "./label";
import { labelSchema } from "./label-schema";

// The spec names the label endpoints under event/ (section 7 "Labels and events").
export const { listLoader, listAction, formLoader, formAction } = resourceRoutes(labelScreen, {
  api: {
    list: "event/getLabelSiteList",
    one: "event/getLabelSiteDetail",
    create: "event/addLabelSite",
    update: "event/updateLabelType",
    status: "event/updateStatus",
  },
  schema: labelSchema,
  logs: "label",
  logPath: "event/getLabelLog",
});
