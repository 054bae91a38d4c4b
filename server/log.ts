// Structured JSON logs, one object a line, so ops can ship them as they are.
type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };
let threshold = order[(process.env.LOG_LEVEL as Level) ?? "info"] ?? order.info;

export function setLogLevel(level: keyof typeof order) {
  threshold = order[level];
}

export function log(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  if (order[level] < threshold) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, service: "api", msg, ...fields });
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(line + "\n");
}
