export { HelpCenterTree as default } from "~/features/system/content/help";
export { helpTreeLoader as loader, helpTreeAction as action } from "~/features/system/content/help.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
