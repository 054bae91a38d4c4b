// ?id=<id>: the exclusive offer, its products at their exclusive prices and its change log
export { ReachDetail as default } from "~/features/activity/reach/reach-detail";
export { detailLoader as loader, detailAction as action } from "~/features/activity/reach/reach-detail.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
