// /contact-us-detail/<level>: the same form, the level in the path (spec: contact-us-detail/:level)
export { ContactUsForm as default } from "~/features/system/content/help";
export { contactFormLoader as loader, contactFormAction as action } from "~/features/system/content/help.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
