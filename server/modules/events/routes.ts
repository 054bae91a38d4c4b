import { eventEndpoints } from "./events";
import { poolSheetEndpoint } from "./pool-sheet";
import { productEndpoints } from "./products";
import { revisionEndpoints } from "./revisions";
import { spreadsheetEndpoints } from "./spreadsheet";
import { translationEndpoints } from "./translations";

/** Daily specials and flash sales: spec section 7 "Labels and events" (event/*, event_revisions/*, events/*). */
export const eventsEndpoints = [...eventEndpoints, ...productEndpoints, poolSheetEndpoint, ...revisionEndpoints, ...spreadsheetEndpoints, ...translationEndpoints];
