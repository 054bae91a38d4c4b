// one customer over the list, deep-linkable: /system/customer-list/<id>
export { CustomerView as default } from "~/features/system/customers";
export { customerDetailLoader as loader } from "~/features/system/customers.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
