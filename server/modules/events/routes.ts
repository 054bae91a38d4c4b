import { importStatusEndpoints } from "../../excel/endpoints";
import { eventEndpoints } from "./events";
import { PRICE_IMPORTER, priceImportScope } from "./import-job";
import { poolSheetEndpoint } from "./pool-sheet";
import { skuPickerEndpoint } from "./sku-picker";
import { productEndpoints } from "./products";
import { revisionEndpoints } from "./revisions";
import { spreadsheetEndpoints } from "./spreadsheet";
import { accessFor } from "./store";
import { translationEndpoints } from "./translations";

/** Daily specials and flash sales: spec section 7 "Labels and events" (event/*, event_revisions/*, events/*). */
export const eventsEndpoints = [
  ...eventEndpoints,
  ...productEndpoints,
  poolSheetEndpoint,
  skuPickerEndpoint,
  ...revisionEndpoints,
  ...spreadsheetEndpoints,
  ...translationEndpoints,
  // a long price sheet imported in the background (import-job.ts): its progress and its report of
  // bad rows, for holders of the write key of its event's kind (and of the kind and event asked)
  ...importStatusEndpoints("/api/event", accessFor("write"), [{ name: PRICE_IMPORTER }], priceImportScope),
];
