// the edit route's own path, without a record (?type=create, ?type=edit&id=<id>, or where to go from here)
export { default, loader } from "~/features/market-tool/integral-rule-edit-index";
