// Issue 14.5: how large a body the console lets through to Remix, per path.
import { describe, expect, it } from "vitest";
import { bodyLimitFor, loadBodyLimits } from "../../server/console/body-limit";

describe("console body limits", () => {
  it("default to 1 MB for forms and 11 MB where uploads are accepted", () => {
    expect(loadBodyLimits({})).toEqual({ form: 1048576, upload: 11534336 });
    expect(loadBodyLimits({ CONSOLE_FORM_MAX_BYTES: "65536", CONSOLE_UPLOAD_MAX_BYTES: "2097152" })).toEqual({
      form: 65536,
      upload: 2097152,
    });
  });

  it("refuse a bad value at start, naming the variable", () => {
    expect(() => loadBodyLimits({ CONSOLE_FORM_MAX_BYTES: "lots" })).toThrow(/CONSOLE_FORM_MAX_BYTES/);
    expect(() => loadBodyLimits({ CONSOLE_UPLOAD_MAX_BYTES: "100" })).toThrow(/CONSOLE_UPLOAD_MAX_BYTES: must be at least 1024/);
    expect(() => loadBodyLimits({ CONSOLE_FORM_MAX_BYTES: "1.5" })).toThrow(/CONSOLE_FORM_MAX_BYTES/);
  });

  it("an upload limit below the form limit is raised to it", () => {
    expect(loadBodyLimits({ CONSOLE_FORM_MAX_BYTES: "4096", CONSOLE_UPLOAD_MAX_BYTES: "2048" })).toEqual({ form: 4096, upload: 4096 });
  });

  const limits = { form: 1000, upload: 9000 };
  it("give the form limit to every path of today's console (no route saves files yet)", () => {
    for (const p of [
      "/login",
      "/lang",
      "/openApp",
      "/tabs",
      "/system/currency-manage-list",
      "/system/currency-manage-list/new",
      "/system/setting/edit.data",
      "/nope",
      "/",
    ]) {
      expect(bodyLimitFor(p, limits), p).toBe(1000);
    }
  });

  it("give the upload limit to a route, its form pages and their data requests, once one of its keys has file fields", () => {
    const keys = ["currency-manage-list-all-right-btns"];
    for (const p of [
      "/system/currency-manage-list",
      "/system/currency-manage-list/new",
      "/system/currency-manage-list/42",
      "/system/currency-manage-list/new.data",
      "/system/currency-manage-list.data",
    ]) {
      expect(bodyLimitFor(p, limits, keys), p).toBe(9000);
    }
    for (const p of ["/system/exchange-rate-list/new", "/login", "/lang.data", "/_root.data"])
      expect(bodyLimitFor(p, limits, keys), p).toBe(1000);
  });
});
