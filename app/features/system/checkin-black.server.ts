import { resourceRoutes } from "../resource/routes.server";
import { checkinBlackScreen } from "./checkin-black";
import { checkinBlackSchema } from "./schemas";

export const { listLoader, listAction, formLoader, formAction } = resourceRoutes(checkinBlackScreen, {
  api: { list: "config/checkin-blacks", one: "config/checkin-black" },
  schema: checkinBlackSchema,
  logs: "checkin_black",
});
