// Structured JSON logs of the console process, one object a line.
export function log(level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown> = {}) {
  if (process.env.LOG_LEVEL === "silent") return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, service: "console", msg, ...fields });
  (level === "info" ? process.stdout : process.stderr).write(line + "\n");
}
