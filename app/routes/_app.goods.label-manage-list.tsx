export { LabelList as default } from "~/features/goods/labels/label";
export { listLoader as loader, listAction as action } from "~/features/goods/labels/label.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
