import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Each test file's milliseconds measured on a full run (tests/support/file-costs.json, rewritten by
 * file-costs.mjs), keyed by its path from the repository root; none when the file is missing.
 */
export function measuredCosts(): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "file-costs.json"), "utf8")) as Record<
      string,
      number
    >;
  } catch {
    return {};
  }
}
