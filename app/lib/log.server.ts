// Structured JSON logs of the console process, one object a line, filtered by LOG_LEVEL.
const ORDER = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 } as const;
const threshold = ORDER[(process.env.LOG_LEVEL as keyof typeof ORDER) ?? "info"] ?? ORDER.info;

export function log(level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown> = {}) {
  if (ORDER[level] < threshold) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, service: "console", msg, ...fields });
  (level === "info" ? process.stdout : process.stderr).write(line + "\n");
}
