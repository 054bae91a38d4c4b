export { CustomerList as default } from "~/features/system/customers";
export { customerListLoader as loader } from "~/features/system/customers.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
