import { SMTPServer } from "smtp-server";

// A local SMTP server for tests: keeps every message it accepts (raw), or refuses recipients
// while `refuse` is set — a real SMTP exchange, no mock transport.
export interface SmtpSink {
  url: string;
  messages: { to: string[]; raw: string }[];
  refuse: boolean;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sink = { messages: [] as { to: string[]; raw: string }[], refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, cb) {
      if (sink.refuse) return cb(Object.assign(new Error("550 mailbox unavailable"), { responseCode: 550 }));
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        sink.messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const addr = server.server.address();
  const port = typeof addr === "object" && addr ? addr.port : 0;
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A single part's body, undoing quoted-printable or base64 transfer encoding. */
function decoded(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const joined = body.replace(/=\r?\n/g, "");
    return Buffer.from(
      joined.replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16))),
      "latin1",
    ).toString("utf8");
  }
  return body;
}

/** The body of the message's part of `type` (the message itself when it is not multipart). */
function partOf(raw: string, type: "text/plain" | "text/html"): string {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  const boundary = /content-type:\s*multipart\/[^\r\n]*boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (!boundary) return type === "text/plain" ? decoded(raw) : "";
  const parts = raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((p) => p.replace(/^\r?\n/, "").replace(/\r?\n$/, ""));
  const part = parts.find((p) => new RegExp(`content-type:\\s*${type}`, "i").test(p.split(/\r?\n\r?\n/)[0]));
  return part ? decoded(part) : "";
}

/** The text body of a raw message (its text/plain part when it has several). */
export const textOf = (raw: string): string => partOf(raw, "text/plain");

/** The HTML body of a raw message ("" when it has none). */
export const htmlOf = (raw: string): string => partOf(raw, "text/html");

/** A header's decoded value (RFC 2047 words in UTF-8 as nodemailer writes them). */
export function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(name.toLowerCase() + ":"));
  if (!line) return "";
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(parseInt(h, 16))),
            "latin1",
          ).toString("utf8"),
    );
}
