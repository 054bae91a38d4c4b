// the entry form (?parent=<id> adds, ?id=<id> edits); /<level> names the level it is for
export { ContactUsForm as default } from "~/features/system/content/help";
export { contactFormLoader as loader, contactFormAction as action } from "~/features/system/content/help.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
