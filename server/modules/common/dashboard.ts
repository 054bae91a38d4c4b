import type { Queryable } from "../../db/client";
import type { AuthedUser } from "../../http/router";
import { endpoint } from "../../http/router";
import { waitingFor } from "../../reviews/inbox";

// The home page's counts (spec section 3). Each collaboration area registers the query for its
// counts here when it exists; until then its counts are truly zero because it holds no records.
export const DASHBOARD_KEYS = [
  "taskToBeUpdateStatusNum",
  "taskToBeCheckStatusNum",
  "requirementProcessedStatusNum",
  "requirementCompletedStatusNum",
  "translationToBePendingStatusCount",
  "translationProcessedStatusCount",
  "translationCompletedStatusCount",
  "selectionToBeReviewedStatusCount",
  "selectionToBePendingStatusCount",
  "subSelectionToBePendingStatusCount",
  "subSelectionToBeCheckStatusCount",
] as const;
export type DashboardKey = (typeof DASHBOARD_KEYS)[number];

type CountSource = (q: Queryable, user: AuthedUser) => Promise<Partial<Record<DashboardKey, number>>>;
export const countSources: CountSource[] = [];

export const dashboardEndpoints = [
  endpoint({
    method: "GET",
    path: "/api/dashboard/counts",
    access: { any: ["welcome"] },
    async handler({ db, user }) {
      const counts = Object.fromEntries(DASHBOARD_KEYS.map((k) => [k, 0])) as Record<DashboardKey, number>;
      const parts = await Promise.all(countSources.map((source) => source(db, user)));
      for (const part of parts) Object.assign(counts, part);
      return counts;
    },
  }),
  // the approvers' inbox: per reviewed kind the signed-in person examines, what waits for them
  endpoint({
    method: "GET",
    path: "/api/dashboard/inbox",
    access: { any: ["welcome"] },
    handler: async ({ db, user }) => ({ list: await waitingFor(db, user) }),
  }),
];
