import { resourceRoutes } from "../resource/routes.server";
import { marketApi } from "./market-api.server";
import { invalidVoucherScreen, voucherScreen } from "./voucher";
import { voucherSchema } from "./voucher-schema";

// voucher-list (enabled, not expired) and voucher-invalid (expired or disabled): one resource, two lists;
// the form is voucher-detail's /new and /<id>.
const common = { one: "market/voucher" };
const valid = resourceRoutes(voucherScreen, {
  api: { list: "market/vouchers", ...common },
  apiQuery: (f) => ({ ...f, validity: "valid" }),
  extra: (ctx, page) => (page === "form" ? marketApi(ctx.api).siteCurrencies() : Promise.resolve({})),
  schema: voucherSchema,
  logs: "voucher",
  logPath: "market/logs",
});
const invalid = resourceRoutes(invalidVoucherScreen, {
  api: { list: "market/vouchers/invalid", ...common },
  schema: voucherSchema,
  logs: "voucher",
  logPath: "market/logs",
});
export const { listLoader, listAction, formLoader, formAction } = valid;
export const { listLoader: invalidListLoader, listAction: invalidListAction } = invalid;
