// the create form without id, the record's with ?id= (the route tree's `forms`)
export { OpeningAdForm as default } from "~/features/resource-config/opening-ad-form";
export { formLoader as loader, formAction as action } from "~/features/resource-config/opening-ad.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
