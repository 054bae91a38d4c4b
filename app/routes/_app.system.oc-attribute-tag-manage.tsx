export { OptionTagList as default } from "~/features/system/option-tag";
export { listLoader as loader, listAction as action } from "~/features/system/option-tag.server";
