export { LanguageList as default } from "~/features/system/geo/languages";
export { languageListLoader as loader, languageListAction as action } from "~/features/system/geo/settings.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
