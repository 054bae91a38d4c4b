// The console's API time-out: the spec's 60 s unless ops (or a fault test) set API_TIMEOUT_MS;
// a bad value stops the console at start with the variable's name.
import { describe, expect, it } from "vitest";
import { loadConsoleConfig } from "~/lib/config.server";

describe("API_TIMEOUT_MS", () => {
  it("defaults to 60 seconds", () => {
    expect(loadConsoleConfig({}).apiTimeoutMs).toBe(60_000);
  });

  it("takes a number of milliseconds", () => {
    expect(loadConsoleConfig({ API_TIMEOUT_MS: "1500" }).apiTimeoutMs).toBe(1500);
  });

  it.each(["abc", "0", "50", "2.5", "900000"])("refuses %s, naming API_TIMEOUT_MS", (v) => {
    expect(() => loadConsoleConfig({ API_TIMEOUT_MS: v })).toThrow(/API_TIMEOUT_MS/);
  });
});
