// the form at /new and /<id>: the route tree's `forms` says which
export { TagForm as default } from "~/features/system/tag";
export { formLoader as loader, formAction as action } from "~/features/system/tag.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
