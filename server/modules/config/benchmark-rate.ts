import * as z from "zod";
import { BENCHMARK_SOURCES } from "../../../app/lib/constants";
import { ApiError } from "../../http/errors";
import { equals, from, until } from "../../resources/filters";
import type { ResourceDef } from "../../resources/resource";
import { currentBase } from "./rate-rules";
import * as s from "./schemas";

/** Benchmark rates per 1 unit of the base currency, one per currency and day; added, never edited. */
export const benchmarkRateResource: ResourceDef = {
  entity: "benchmark_rate",
  noun: { en: "Benchmark rate", zh: "基准汇率" },
  route: "setting",
  table: "benchmark_rates",
  select: `id, currency, quote_currency, rate::text as rate, to_char(effective_date, 'YYYY-MM-DD') as effective_date, source, remark, created_by, created_at`,
  actor: "created_by",
  list: {
    path: "/api/config/benchmark-rates",
    filters: {
      currency: equals("currency", s.currencyCode),
      source: equals("source", z.enum(BENCHMARK_SOURCES)),
      date_from: from("effective_date", s.isoDate, "date"),
      date_to: until("effective_date", s.isoDate, "date"),
    },
    order: "effective_date desc, id desc",
    // qualified: the select returns rate and the day as text, and these sort as a number and a date
    sort: { effective_date: "benchmark_rates.effective_date", currency: "currency", rate: "benchmark_rates.rate" },
  },
  create: { path: "/api/config/benchmark-rate/create", body: s.benchmarkCreateBody },
  async check(q, b) {
    const dup = await q.query("select id from benchmark_rates where currency = $1 and effective_date = $2::date", [
      b.currency,
      b.effective_date,
    ]);
    if (dup.length) {
      const en = `${b.currency} already has a benchmark rate on ${b.effective_date}`;
      throw new ApiError(409, en, { errors: { effective_date: [en] } }, `${b.currency} 在 ${b.effective_date} 已有基准汇率`);
    }
    // quoted per 1 unit of the base currency of the day, kept with the rate
    return { quote_currency: await currentBase(q) };
  },
};
