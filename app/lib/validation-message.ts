// Validation messages as catalog keys with values; kept apart from validation.ts so the
// interface can read them without loading zod.

/** A catalog key with values for its {{placeholders}}: "v.between|min=0|max=4". */
export function message(key: string, vars: Record<string, string | number> = {}) {
  return [key, ...Object.entries(vars).map(([k, v]) => `${k}=${v}`)].join("|");
}

/** The catalog key and its values back out of `message(...)`; any other text is its own key. */
export function parseMessage(text: string): { key: string; vars: Record<string, string> } {
  const [key, ...rest] = text.split("|");
  const vars: Record<string, string> = {};
  for (const part of rest) {
    const eq = part.indexOf("=");
    if (eq < 1) return { key: text, vars: {} };
    vars[part.slice(0, eq)] = part.slice(eq + 1);
  }
  return { key, vars };
}
