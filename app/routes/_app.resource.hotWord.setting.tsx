export { HotWordList as default } from "~/features/resource-config/hot-word";
export { listLoader as loader, listAction as action } from "~/features/resource-config/hot-word.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
