// the edit form at /<id> (the route tree's `forms`)
export { TranslationForm as default } from "~/features/system/content/translation";
export { translationFormLoader as loader, translationFormAction as action } from "~/features/system/content/translation.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
