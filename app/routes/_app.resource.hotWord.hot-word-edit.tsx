// the create form without id, the record's with ?id= (the route tree's `forms`)
export { HotWordForm as default } from "~/features/resource-config/hot-word-form";
export { formLoader as loader, formAction as action } from "~/features/resource-config/hot-word.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
