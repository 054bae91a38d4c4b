// What people typed, made safe to show in a mail: a mail client turns any `scheme://…` or `www.…`
// it sees into a link, so a reason or a note holding "http://evil.example/x" would put a second,
// foreign link next to the console's own. Typed text is therefore defanged (the link-making
// characters bracketed, still readable: "http[:]//evil[.]example/x") and a multi-line text is quoted
// with "> " under its label, so it can never pass for the mail's own lines ("Open the record:").

import { CONTROL_RUNS } from "../../app/domain/one-line";

/** `scheme://` → `scheme[:]//`, and every dot of a `www.` host → `[.]`, so no client autolinks it. */
export function defang(text: string): string {
  return text
    .replace(/([a-z][a-z0-9+.-]*):\/\//gi, (_, scheme: string) => `${scheme.replace(/\./g, "[.]")}[:]//`)
    .replace(/\bwww\.[^\s<>"']*/gi, (host) => host.replace(/\./g, "[.]"))
    .replace(/(\[:\]\/\/)([^\s<>"'/]*)/g, (_, sep: string, host: string) => sep + host.replace(/\./g, "[.]"));
}

/** One line of typed text: control characters (a line break in an old record) become spaces. */
export function typedLine(text: string): string {
  return defang(text.replace(CONTROL_RUNS, " "));
}

/** A multi-line typed text as quoted lines ("> …"), each defanged. */
export function quoted(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => `> ${typedLine(l)}`.trimEnd());
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The HTML part of a mail whose text part is `body`: every character escaped, and only the
 * mail's own `links` (the console's absolute URLs, standing alone on their lines) made anchors.
 */
export function mailHtml(body: string, links: readonly string[]): string {
  const own = new Set(links);
  const lines = body.split("\n").map((l) => (own.has(l) ? `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>` : escapeHtml(l)));
  return `<!doctype html><html><body><div style="font-family:sans-serif;white-space:pre-wrap">${lines.join("<br>\n")}</div></body></html>`;
}

/** A line of a mail's summary: a line of its own (typed text in it defanged) or a typed text shown quoted. */
export type MailLine = string | { quote: string };

/**
 * A mail's text: its summary lines, then `open` and the console's `link` as the last line — the one
 * link the mail holds.
 */
export function mailBody(summary: readonly MailLine[], open: string, link: string): string {
  const lines = summary.flatMap((l) => (typeof l === "string" ? [typedLine(l)] : l.quote.trim() ? quoted(l.quote.trim()) : []));
  return [...lines, "", open, link].join("\n");
}
