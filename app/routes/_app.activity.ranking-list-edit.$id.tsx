// the form at /new and /<id> (the route tree's `forms`); ?type=create on the route's own path leads here
export { RankingForm as default } from "~/features/activity/rankings/ranking-screen";
export { formLoader as loader, formAction as action } from "~/features/activity/rankings/ranking.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
