// the add form at /new (the route tree's `forms`)
export { OptionTagForm as default } from "~/features/system/option-tag";
export { formLoader as loader, formAction as action } from "~/features/system/option-tag.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
