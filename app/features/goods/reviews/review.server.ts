import { resourceRoutes } from "../../resource/routes.server";
import { reviewScreen } from "./review";
import { replySchema } from "./review-schema";

// The reply is the record's update (product/comment/reply); approve and hide its transitions.
export const { listLoader, listAction, formLoader, formAction } = resourceRoutes(reviewScreen, {
  api: {
    list: "product/comment/paginate",
    one: "product/comment",
    update: "product/comment/reply",
    status: "product/comment/change-status",
  },
  schema: replySchema,
  logs: "product_review",
  logPath: "product/logs",
});
