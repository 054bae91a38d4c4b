export { RevisionList as default } from "~/features/activity/events/revisions";
export { dailySpecialRevisionsLoader as loader } from "~/features/activity/events/routes.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
