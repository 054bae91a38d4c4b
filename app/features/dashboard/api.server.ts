import type { Api } from "~/lib/api.server";

// The typed client of the welcome page: the counts of the work waiting, and the inbox.

/** What waits for this person's decision in one kind, with the list filtered to it. */
export interface InboxLine {
  kind: string;
  title: { zh: string; en: string };
  count: number;
  list: string;
}

export function dashboardApi(api: Api) {
  return {
    /** the waiting work's counts by the spec's names (`taskToBeUpdateStatusNum`, …) */
    counts: () => api.get<Record<string, number>>("dashboard/counts"),
    inbox: () => api.get<{ list: InboxLine[] }>("dashboard/inbox"),
  };
}
