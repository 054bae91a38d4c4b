// the form at /new and /<id>: the route tree's `forms` says which
export { LanguageForm as default } from "~/features/system/geo/languages";
export { languageFormLoader as loader, languageFormAction as action } from "~/features/system/geo/settings.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
