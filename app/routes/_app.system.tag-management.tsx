export { TagList as default } from "~/features/system/tag";
export { listLoader as loader, listAction as action } from "~/features/system/tag.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
