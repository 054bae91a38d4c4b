// ?id=<label>: its events, its products and their log
export { LabelDetail as default } from "~/features/goods/labels/label-detail";
export { labelDetailLoader as loader, labelDetailAction as action } from "~/features/goods/labels/label-detail.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
