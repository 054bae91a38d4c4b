// a download (no page): the language library as .xlsx, with the list's filters
export { translationExportLoader as loader } from "~/features/system/content/translation.server";
