// the entry form: ?parent=<id> adds below an entry (none: a level-1 title), ?id=<id> edits one
export { HelpCenterForm as default } from "~/features/system/content/help";
export { helpFormLoader as loader, helpFormAction as action } from "~/features/system/content/help.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
