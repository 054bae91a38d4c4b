import { siteLabel } from "~/lib/constants";
import { formatUsWestDate } from "~/lib/time";

// How staff name each record in headings, toasts, confirmations and the change log.
export const currencyName = (c: { country_name: string; country_code: string }) => `${c.country_name} (${c.country_code})`;

export const exchangeRateName = (r: { site: string; currency: string; start_at: string; end_at: string }) =>
  `${siteLabel(r.site)} ${r.currency} ${formatUsWestDate(r.start_at)} – ${formatUsWestDate(r.end_at)}`;

export const benchmarkName = (b: { currency: string; effective_date: string }) => `${b.currency} ${b.effective_date}`;
