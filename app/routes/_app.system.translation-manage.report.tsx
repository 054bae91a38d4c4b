// a download (no page): the bad rows of a refused import (?id=)
export { translationReportLoader as loader } from "~/features/system/content/translation.server";
