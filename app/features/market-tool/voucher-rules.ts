// The rules of vouchers, shared by the forms (browser and server), the API and the tests: the
// limits in one place, and how a pasted list of customers is read.

export const VOUCHER_KINDS = ["percent", "amount"] as const;
export const VOUCHER_PERCENT = { min: 1, max: 90 } as const;
/** how many of one voucher a customer may hold in all */
export const PER_CUSTOMER = { min: 1, max: 100 } as const;
/** how many of the voucher can be given out in all */
export const TOTAL_STOCK = { min: 1, max: 1_000_000 } as const;
/** customers in one pasted send (worked at once, in the request) */
export const SEND_MAX_LINES = 1000;
/** customers in one uploaded send (always queued and worked by a job in batches) */
export const SEND_UPLOAD_MAX_LINES = 50_000;
/** the largest customer-list file: 50,000 emails of ~40 characters fit with room to spare */
export const SEND_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** the file types a customer list may come in (checked by content on the server) */
export const SEND_UPLOAD_TYPES = ["csv", "txt", "xlsx"] as const;
export const REMARK_MAX = 500;
/** largest amount in major units; the database holds minor units up to 10^8 */
export const VOUCHER_MAX_AMOUNT = "1000000";

/**
 * What one line of a send came to. voucher_disabled / voucher_expired: a queued send stopped because
 * its voucher was disabled or expired while the job worked it; the lines not worked yet get these.
 */
export const SEND_RESULTS = ["sent", "unknown_customer", "duplicate", "out_of_stock", "voucher_disabled", "voucher_expired"] as const;
export type SendResult = (typeof SEND_RESULTS)[number];

/**
 * an uploaded send is queued, then worked by a job in batches; a pasted one is done at once; a queued
 * send whose voucher is disabled or expires while it runs ends stopped
 */
export const SEND_STATES = ["queued", "running", "done", "stopped"] as const;
/** the send is over (nothing more will change) */
export const sendFinished = (status: SendStatus) => status === "done" || status === "stopped";
export type SendStatus = (typeof SEND_STATES)[number];

export type SendLine = { line: number; input: string } & (
  { kind: "id"; id: number } | { kind: "email"; email: string } | { kind: "invalid" }
);

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
    const l = sendLine(i + 1, raw);
    if (l) out.push(l);
  }
  return out;
}

/**
 * The words a customer list's header row may say, compared without case, spaces, "_" or "-"
 * ("Customer ID", "customer_id", "E-mail" and "客户ID" all match).
 */
const HEADER_WORDS = new Set([
  "customer",
  "customers",
  "customerid",
  "customerids",
  "customeremail",
  "customeremails",
  "id",
  "ids",
  "email",
  "emails",
  "emailaddress",
  "mail",
  "user",
  "userid",
  "useremail",
  "客户",
  "顾客",
  "客户id",
  "顾客id",
  "客户邮箱",
  "顾客邮箱",
  "邮箱",
  "电子邮件",
  "电子邮箱",
  "用户",
  "用户id",
  "用户邮箱",
]);

/**
 * An uploaded list without its header: the first non-blank line is dropped when it is not a customer
 * id or email and its (first) cell is one of the header words; any other line is a customer line.
 */
export function withoutHeader(lines: SendLine[]): SendLine[] {
  const first = lines[0];
  const header = first?.kind === "invalid" && HEADER_WORDS.has(first.input.toLowerCase().replace(/[\s_-]/g, ""));
  return header ? lines.slice(1) : lines;
}

/** One line (or spreadsheet cell) of a customer list; null when it is blank. */
export function sendLine(line: number, raw: string): SendLine | null {
  const input = raw
    .split(/[,;\t]/)[0]
    .trim()
    .replace(/^"(.*)"$/, "$1")
    .trim();
  if (!input) return null;
  if (/^\d{1,10}$/.test(input) && Number(input) > 0 && Number(input) <= 2147483647) return { line, input, kind: "id", id: Number(input) };
  if (input.length <= 254 && EMAIL.test(input)) return { line, input, kind: "email", email: input.toLowerCase() };
  return { line, input: input.slice(0, 254), kind: "invalid" };
}
