export { ReachList as default } from "~/features/activity/reach/reach-screen";
export { listLoader as loader, listAction as action } from "~/features/activity/reach/reach.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
