// Structured JSON logs, one object a line, so ops can ship them as they are.
type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };
let threshold = order[(process.env.LOG_LEVEL as Level) ?? "info"] ?? order.info;

export function setLogLevel(level: keyof typeof order) {
  threshold = order[level];
}

// Info lines (one a request) leave in batches: a write to the launcher's pipe is a system call each,
// and under load several requests end within one turn of the event loop. Warnings and errors are
// written at once, and whatever is pending is written before the process exits.
let pending = "";
function flush() {
  if (!pending) return;
  const out = pending;
  pending = "";
  process.stdout.write(out);
}
process.on("exit", flush);

export function log(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  if (order[level] < threshold) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, service: "api", msg, ...fields }) + "\n";
  if (level === "error" || level === "warn") {
    flush();
    process.stderr.write(line);
    return;
  }
  if (!pending) setImmediate(flush);
  pending += line;
}
