export { TranslationList as default } from "~/features/system/content/translation";
export { translationListLoader as loader, translationListAction as action } from "~/features/system/content/translation.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
