import type { T } from "~/lib/i18n";
import { siteName } from "~/lib/sites";
import { formatUsWest } from "~/lib/time";
import type { LogView } from "~/ui/LogTable";
import { formatMoney } from "./promo-money";

// How a voucher reads in its change log: the form's labels, money with its currency, times in US West.
type Snapshot = Record<string, unknown>;
const str = (v: unknown) => String(v ?? "");

export function voucherLogView(t: T): LogView {
  const money = (v: unknown, row: Snapshot) => (v === null || v === undefined ? "—" : formatMoney(str(v), str(row.currency_code)));
  return {
    kind: t("voucher.kindPlural"),
    name: (r: Snapshot) => str(r.name ?? r.voucher_name),
    fields: {
      name: { label: t("voucher.name") },
      site: { label: t("common.site"), format: (v) => siteName(t, str(v)) },
      currency_code: { label: t("promo.currency") },
      kind: { label: t("promo.kind"), format: (v) => t(`promo.kind.${str(v)}`) },
      percent_off: { label: t("promo.percentOff"), format: (v) => (v === null ? "—" : `${str(v)} %`) },
      amount_off_minor: { label: t("promo.amountOff"), format: money },
      min_order_minor: { label: t("promo.minOrder"), format: money },
      start_at: { label: t("promo.startDay"), format: (v) => formatUsWest(str(v)) },
      end_at: { label: t("promo.endDay"), format: (v) => formatUsWest(str(v)) },
      per_customer: { label: t("voucher.perCustomer") },
      total_stock: { label: t("voucher.totalStock") },
      issued: { label: t("voucher.issued") },
      remark: { label: t("voucher.remark") },
      enabled: { label: t("common.status"), format: (v) => (v ? t("common.enabled") : t("common.disabled")) },
      sent: { label: t("voucher.result.sent") },
      unknown_customer: { label: t("voucher.result.unknown_customer") },
      duplicate: { label: t("voucher.result.duplicate") },
      out_of_stock: { label: t("voucher.result.out_of_stock") },
      voucher_disabled: { label: t("voucher.result.voucher_disabled") },
      voucher_expired: { label: t("voucher.result.voucher_expired") },
    },
  };
}
