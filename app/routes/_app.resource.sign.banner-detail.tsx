// the create form without id, the record's with ?id= (the route tree's `forms`)
export { SignBannerForm as default } from "~/features/resource-config/sign-banner-form";
export { formLoader as loader, formAction as action } from "~/features/resource-config/sign-banner.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
