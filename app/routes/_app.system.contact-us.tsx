export { ContactUsTree as default } from "~/features/system/content/help";
export { contactTreeLoader as loader, contactTreeAction as action } from "~/features/system/content/help.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
