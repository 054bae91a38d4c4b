import { resourceRoutes } from "../resource/routes.server";
import { parsePrizeLines } from "./turnplate-rules";
import { turnplateScreen } from "./turnplate-screen";
import { turnplateSchema } from "./turnplate-schema";
import { bpToPercent } from "./turnplate-rules";

export const { listLoader, listAction, formLoader, formAction } = resourceRoutes(turnplateScreen, {
  api: { list: "market/turnplate/list", one: "market/turnplate" },
  schema: turnplateSchema,
  logs: "turnplate",
  logPath: "market/turnplate/logs",
  // the typed lines become the slots the API stores (the schema has already checked them); the API
  // takes each probability as a percentage with up to two decimals
  toBody: (v) => {
    const parsed = parsePrizeLines(v.prizes);
    const prizes = parsed.ok ? parsed.prizes.map(({ probability_bp, ...p }) => ({ ...p, probability: bpToPercent(probability_bp) })) : [];
    return { ...v, remark: v.remark ?? "", prizes };
  },
});
