import { budgetEndpoints } from "./budgets";
import { codeEndpoints } from "./codes";
import { revisionEndpoints } from "./revisions";

// The Market tool's budget API (spec section 7 "Budget"): budget orders, their revisions, budget codes.
export const budgetApiEndpoints = [...budgetEndpoints, ...revisionEndpoints, ...codeEndpoints];
