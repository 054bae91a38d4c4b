// The rules of vouchers, shared by the forms (browser and server), the API and the tests: the
// limits in one place, and how a pasted list of customers is read.

export const VOUCHER_KINDS = ["percent", "amount"] as const;
export const VOUCHER_PERCENT = { min: 1, max: 90 } as const;
/** how many of one voucher a customer may hold in all */
export const PER_CUSTOMER = { min: 1, max: 100 } as const;
/** how many of the voucher can be given out in all */
export const TOTAL_STOCK = { min: 1, max: 1_000_000 } as const;
/** customers in one send */
export const SEND_MAX_LINES = 1000;
export const REMARK_MAX = 500;
/** largest amount in major units; the database holds minor units up to 10^8 */
export const VOUCHER_MAX_AMOUNT = "1000000";

/** What one line of a send came to. */
export const SEND_RESULTS = ["sent", "unknown_customer", "duplicate", "out_of_stock"] as const;
export type SendResult = (typeof SEND_RESULTS)[number];

export type SendLine = { line: number; input: string } & ({ kind: "id"; id: number } | { kind: "email"; email: string } | { kind: "invalid" });

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/**
 * A pasted (or uploaded) list of customers, one a line: a customer id (digits) or an email.
 * Blank lines are skipped; a CSV line keeps its first cell, so an exported customer list works as is.
 * Lines that are neither stay in the list as `invalid` (they are reported, not dropped).
 */
export function parseSendList(text: string): SendLine[] {
  const out: SendLine[] = [];
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  for (const [i, raw] of lines.entries()) {
    const input = raw.split(/[,;\t]/)[0].trim().replace(/^"(.*)"$/, "$1").trim();
    if (!input) continue;
    const line = i + 1;
    if (/^\d{1,10}$/.test(input) && Number(input) > 0 && Number(input) <= 2147483647) out.push({ line, input, kind: "id", id: Number(input) });
    else if (input.length <= 254 && EMAIL.test(input)) out.push({ line, input, kind: "email", email: input.toLowerCase() });
    else out.push({ line, input: input.slice(0, 254), kind: "invalid" });
  }
  return out;
}
