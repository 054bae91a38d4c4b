// Issue 15 item 6: one submit reports every error; empty required fields say "required" whatever
// their type; ranges are stated; "choose" is a placeholder, never an error.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { currencySchema, exchangeRateSchema, rateSettingSchema } from "~/features/system/schemas";
import { makeT, tMessage, tMessages } from "~/lib/i18n";
import { message, parseMessage } from "~/lib/validation-message";
import { en } from "~/locales/en";
import { zh } from "~/locales/zh";

function errorsOf(schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  const s = parseWithZod(fd, { schema });
  return (s.status === "error" ? s.error : {}) as Record<string, string[] | null>;
}

describe("form validation messages", () => {
  it("an empty rate and an end before the start are both reported by one submit", () => {
    const e = errorsOf(exchangeRateSchema, {
      site: "uk",
      currency: "GBP",
      rate: "",
      float_percent: "0",
      start_date: "2026-07-10",
      end_date: "2026-07-01",
    });
    expect(e.rate).toEqual(["v.required"]);
    expect(e.end_date).toEqual(["v.endBeforeStart"]);
  });

  it("empty number and select fields say required, not 'must be a number' or 'choose an option'", () => {
    const e = errorsOf(currencySchema, { country_code: "JP", symbol: "¥", decimals: "", site: "" });
    expect(e.decimals).toEqual(["v.required"]);
    expect(e.site).toEqual(["v.required"]);
    expect(e.currency_code).toEqual(["v.required"]);
    expect(errorsOf(currencySchema, { decimals: "abc" }).decimals).toEqual(["v.number"]);
  });

  it("out-of-range messages carry the range, and read with it in zh and en", () => {
    const e = errorsOf(rateSettingSchema, {
      version: "1",
      base_currency: "USD",
      float_percent: "60",
      decimals: "7",
      auto_sync: "no",
      sync_hour: "24",
    });
    expect(e.decimals).toEqual(["v.between|min=0|max=6"]);
    expect(e.sync_hour).toEqual(["v.between|min=0|max=23"]);
    expect(tMessage(makeT(en), e.float_percent![0])).toBe("Must be between -50 and 50");
    expect(tMessage(makeT(zh), e.sync_hour![0])).toBe("必须在 0 到 23 之间");
  });

  it("two messages of one field read as two sentences, not run together", () => {
    const two = ["v.required", "v.between|min=0|max=23"];
    expect(tMessages(makeT(en), two)).toBe("Required; Must be between 0 and 23");
    expect(tMessages(makeT(zh), two)).toBe("必填；必须在 0 到 23 之间");
    expect(tMessages(makeT(en), [])).toBeUndefined();
    expect(tMessages(makeT(en), null)).toBeUndefined();
  });

  it("messages with values survive the round trip; plain texts (API messages) pass through", () => {
    expect(parseMessage(message("v.between", { min: 1, max: 4 }))).toEqual({ key: "v.between", vars: { min: "1", max: "4" } });
    expect(parseMessage("GBP already has a benchmark rate on 2030-01-02")).toEqual({
      key: "GBP already has a benchmark rate on 2030-01-02",
      vars: {},
    });
    expect(parseMessage("a|b")).toEqual({ key: "a|b", vars: {} });
  });
});
