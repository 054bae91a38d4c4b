import { eventEndpoints } from "./events";
import { productEndpoints } from "./products";
import { revisionEndpoints } from "./revisions";
import { spreadsheetEndpoints } from "./spreadsheet";
import { translationEndpoints } from "./translations";

/** Daily specials and flash sales: spec section 7 "Labels and events" (event/*, event_revisions/*, events/*). */
export const eventsEndpoints = [...eventEndpoints, ...productEndpoints, ...revisionEndpoints, ...spreadsheetEndpoints, ...translationEndpoints];
