// the edit route's own path, without a record (?type=create, or where to go from here)
export { default, loader } from "~/features/market-tool/discount-edit-index";
