import type { RouteContext } from "~/lib/auth.server";
import { resourceRoutes } from "../resource/routes.server";
import { benchmarkScreen } from "./benchmark-rate";
import { systemApi } from "./api.server";
import { benchmarkSchema } from "./schemas";

export const { listLoader, formLoader, formAction } = resourceRoutes(benchmarkScreen, {
  api: { list: "config/benchmark-rates", one: "config/benchmark-rate" },
  schema: benchmarkSchema,
  // the page's two kinds: ?logs=all the benchmark rates, ?logs=setting the base configuration
  logs: { all: "benchmark_rate", setting: "rate_setting" },
  extra: async (ctx: RouteContext) => ({ setting: await systemApi(ctx.api).rateSetting() }),
});
