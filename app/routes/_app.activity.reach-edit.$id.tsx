// the form at /new and /<id> (the route tree's `forms`); ?type=create|edit on the route's own path leads here
export { ReachForm as default } from "~/features/activity/reach/reach-screen";
export { formLoader as loader, formAction as action } from "~/features/activity/reach/reach.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
