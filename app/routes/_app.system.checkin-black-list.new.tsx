// the add form at /new (the route tree's `forms`)
export { CheckinBlackForm as default } from "~/features/system/checkin-black";
export { formLoader as loader, formAction as action } from "~/features/system/checkin-black.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
