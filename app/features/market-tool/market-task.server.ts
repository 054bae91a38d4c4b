import { resourceRoutes } from "../resource/routes.server";
import { cartKind, newcomerKind } from "~/domain/kinds/newcomer-cart";
import { kindRoutes } from "../resource/kind-routes.server";
import { cartScreen, newcomerScreen } from "./newcomer-cart-screen";
import { taskSchema } from "./market-task-schema";
import { marketApi } from "./market-api.server";
import { taskScreen } from "./market-task-screen";

// spec section 7 "Market tasks": GET market/tasks, task/detail; POST task/create, task/toggle_status
// (task/update is this API's own, for the detail form)
export const {
  listLoader: taskListLoader,
  listAction: taskListAction,
  formLoader: taskFormLoader,
  formAction: taskFormAction,
} = resourceRoutes(taskScreen, {
  api: {
    list: "market/tasks",
    one: "market/task/detail",
    create: "market/task/create",
    update: "market/task/update",
    status: "market/task/toggle_status",
  },
  schema: taskSchema,
  logs: "market_task",
  logPath: "market/task/logs",
  // a task that waits for an event has no send moment; a scheduled one no delay
  // a voucher or coupon is sent as the picked record's id; the API's word on it goes next to the picker
  fieldMap: (posted): Record<string, string> =>
    ["voucher", "coupon"].includes(String(posted.get("reward_kind"))) ? { reward_value: "reward_pick" } : {},
  toBody: ({ reward_pick, ...v }) => {
    const scheduled = v.trigger === "scheduled";
    const picked = v.reward_kind === "voucher" || v.reward_kind === "coupon";
    return {
      ...v,
      reward_value: picked ? String(reward_pick ?? "") : (v.reward_value ?? ""),
      delay_hours: scheduled ? 0 : (v.delay_hours ?? 0),
      send_day: scheduled ? (v.send_day ?? null) : null,
      send_hour: scheduled ? (v.send_hour ?? null) : null,
      remark: v.remark ?? "",
    };
  },
});

export const {
  listLoader: newcomerListLoader,
  listAction: newcomerListAction,
  formLoader: newcomerFormLoader,
  formAction: newcomerFormAction,
} = kindRoutes(newcomerKind, newcomerScreen);

export const {
  listLoader: cartListLoader,
  listAction: cartListAction,
  formLoader: cartFormLoader,
  formAction: cartFormAction,
} = kindRoutes(cartKind, cartScreen, {
  // the currency select offers the chosen site's currencies
  extra: async (ctx, page) => (page === "list" ? {} : marketApi(ctx.api).siteCurrencies()),
});
