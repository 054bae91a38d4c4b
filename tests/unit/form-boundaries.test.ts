// The console's form schemas (browser and action) hold the same business edges as the API, with
// literal values: sync hour 0–23, decimals 0–6 (setting) and 0–4 (currency), a float of −50 to 50
// with 3 decimals, a rate above 0 up to 1,000,000,000 with 6 decimals, remarks of 500 characters,
// a country name of 100 and a symbol of 8.
import { describe, expect, it } from "vitest";
import type * as z from "zod";
import { benchmarkSchema, currencySchema, exchangeRateSchema, rateSettingSchema } from "~/features/system/schemas";

/** The fields a value is refused on ([] when it is taken). */
function refusedFields(schema: z.ZodType, value: unknown): string[] {
  const res = schema.safeParse(value);
  return res.success ? [] : [...new Set(res.error.issues.map((i) => i.path.join(".")))];
}

const setting = (over: Record<string, unknown>) => ({
  version: 1,
  base_currency: "USD",
  float_percent: 0.5,
  decimals: 4,
  auto_sync: "yes",
  sync_hour: 6,
  ...over,
});
const rate = (over: Record<string, unknown>) => ({
  site: "us",
  currency: "USD",
  rate: 1,
  float_percent: 0,
  start_date: "2030-01-01",
  end_date: "2030-01-31",
  ...over,
});
const currency = (over: Record<string, unknown>) => ({
  country_code: "FI",
  site: "eur",
  currency_code: "EUR",
  symbol: "€",
  symbol_position: "after",
  decimals: 2,
  thousands_separator: "space",
  decimal_separator: ",",
  ...over,
});
const bench = (over: Record<string, unknown>) => ({ currency: "USD", rate: 1, effective_date: "2030-01-01", source: "bank", ...over });
const chars = (n: number) => "x".repeat(n);

describe("base rate setting form", () => {
  it.each([0, 23])("takes sync hour %i", (h) => expect(refusedFields(rateSettingSchema, setting({ sync_hour: h }))).toEqual([]));
  it.each([-1, 24, 6.5])("refuses sync hour %s", (h) =>
    expect(refusedFields(rateSettingSchema, setting({ sync_hour: h }))).toEqual(["sync_hour"]),
  );
  it.each([0, 6])("takes %i decimals", (d) => expect(refusedFields(rateSettingSchema, setting({ decimals: d }))).toEqual([]));
  it.each([-1, 7])("refuses %i decimals", (d) => expect(refusedFields(rateSettingSchema, setting({ decimals: d }))).toEqual(["decimals"]));
  it.each([-50, 50, 12.345])("takes a float of %s", (p) =>
    expect(refusedFields(rateSettingSchema, setting({ float_percent: p }))).toEqual([]),
  );
  it.each([-50.001, 50.001, 1.2345])("refuses a float of %s", (p) =>
    expect(refusedFields(rateSettingSchema, setting({ float_percent: p }))).toEqual(["float_percent"]),
  );
  it("takes a remark of 500 characters, not 501", () => {
    expect(refusedFields(rateSettingSchema, setting({ remark: chars(500) }))).toEqual([]);
    expect(refusedFields(rateSettingSchema, setting({ remark: chars(501) }))).toEqual(["remark"]);
  });
});

describe("exchange rate and benchmark forms", () => {
  it.each([0.000001, 1_000_000_000, 1.123456])("takes a rate of %s", (r) => {
    expect(refusedFields(exchangeRateSchema, rate({ rate: r }))).toEqual([]);
    expect(refusedFields(benchmarkSchema, bench({ rate: r }))).toEqual([]);
  });
  it.each([0, -1, 1_000_000_001, 0.0000001, 1.1234567])("refuses a rate of %s", (r) => {
    expect(refusedFields(exchangeRateSchema, rate({ rate: r }))).toEqual(["rate"]);
    expect(refusedFields(benchmarkSchema, bench({ rate: r }))).toEqual(["rate"]);
  });
  it.each([-50, 50])("takes a float of %s", (p) => expect(refusedFields(exchangeRateSchema, rate({ float_percent: p }))).toEqual([]));
  it.each([-50.001, 50.001, 0.0005])("refuses a float of %s", (p) =>
    expect(refusedFields(exchangeRateSchema, rate({ float_percent: p }))).toEqual(["float_percent"]),
  );
  it("takes a remark of 500 characters, not 501", () => {
    expect(refusedFields(exchangeRateSchema, rate({ remark: chars(500) }))).toEqual([]);
    expect(refusedFields(exchangeRateSchema, rate({ remark: chars(501) }))).toEqual(["remark"]);
    expect(refusedFields(benchmarkSchema, bench({ remark: chars(500) }))).toEqual([]);
    expect(refusedFields(benchmarkSchema, bench({ remark: chars(501) }))).toEqual(["remark"]);
  });
});

describe("country currency form", () => {
  it.each([0, 4])("takes %i decimals", (d) => expect(refusedFields(currencySchema, currency({ decimals: d }))).toEqual([]));
  it.each([-1, 5])("refuses %i decimals", (d) => expect(refusedFields(currencySchema, currency({ decimals: d }))).toEqual(["decimals"]));
  it("takes a symbol of 8 characters, not one more", () => {
    expect(refusedFields(currencySchema, currency({ symbol: chars(8) }))).toEqual([]);
    expect(refusedFields(currencySchema, currency({ symbol: chars(9) }))).toEqual(["symbol"]);
  });
  it("requires a country and a symbol", () => {
    expect(refusedFields(currencySchema, currency({ country_code: "" }))).toEqual(["country_code"]);
    expect(refusedFields(currencySchema, currency({ symbol: "" }))).toEqual(["symbol"]);
  });
  it("takes a country only from ISO 3166-1, never a typed name", () => {
    for (const code of ["JP", "GB", "AX", "ZW"]) expect(refusedFields(currencySchema, currency({ country_code: code }))).toEqual([]);
    for (const typed of ["jp", "XQ", "UK", "日本", "Japan"])
      expect(refusedFields(currencySchema, currency({ country_code: typed }))).toEqual(["country_code"]);
    // a name is not a field of the form: the country is its code
    expect(Object.keys((currencySchema.safeParse(currency({ country_name: "Japan" })) as { data: object }).data)).not.toContain(
      "country_name",
    );
  });
});
