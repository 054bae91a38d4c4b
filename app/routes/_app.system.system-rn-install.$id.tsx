// the form at /new and /<id>: the route tree's `forms` says which
export { AppVersionForm as default } from "~/features/system/app-version";
export { formLoader as loader, formAction as action } from "~/features/system/app-version.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
