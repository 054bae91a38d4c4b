// the form at /new and /<id>: the route tree's `forms` says which
export { LabelForm as default } from "~/features/goods/labels/label";
export { formLoader as loader, formAction as action } from "~/features/goods/labels/label.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
