// a download, not a page: the batch's codes as a spreadsheet (?batch=<id>)
export { loader } from "~/features/market-tool/code-batch-export.server";
