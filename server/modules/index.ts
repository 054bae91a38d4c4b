// Written by server/scripts/registries.mjs from the files in this folder: add a file, not a line here.
import { authEndpoints } from "./auth/routes";
import { budgetApiEndpoints } from "./budget/routes";
import { categoryEndpoints } from "./category/routes";
import { commonEndpoints } from "./common/routes";
import { configEndpoints } from "./config/routes";
import { contentEndpoints } from "./content/routes";
import { eventsEndpoints } from "./events/routes";
import { geoEndpoints } from "./geo/routes";
import { goodsEndpoints } from "./goods/routes";
import { declaredKindEndpoints } from "./kinds/routes";
import { labelEndpoints } from "./labels/routes";
import { marketEndpoints } from "./market/routes";
import { offersEndpoints } from "./offers/routes";
import { resourceAreaEndpoints } from "./resource/routes";
import { uploadEndpoints } from "./uploads/routes";

/** Every area's endpoints (server/app.ts buildRouter), areas in folder order. */
export const MODULE_ENDPOINTS = [
  ...authEndpoints,
  ...budgetApiEndpoints,
  ...categoryEndpoints,
  ...commonEndpoints,
  ...configEndpoints,
  ...contentEndpoints,
  ...eventsEndpoints,
  ...geoEndpoints,
  ...goodsEndpoints,
  ...declaredKindEndpoints,
  ...labelEndpoints,
  ...marketEndpoints,
  ...offersEndpoints,
  ...resourceAreaEndpoints,
  ...uploadEndpoints,
];
