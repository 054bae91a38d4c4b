import { expect } from "vitest";
import { drawDice } from "../../server/modules/market/turnplate-draw";
import type { TestApi } from "./helpers";

/**
 * A product the site sells (the catalogue's first with a price there), by id: a product prize names
 * one (issue 41 §5), as the seed's catalogue has it.
 */
export async function productSoldOn(t: TestApi, site: string): Promise<string> {
  const [p] = await t.sql<{ id: number }>("select min(product_id)::int as id from sku_prices where site_abbr = $1", [site]);
  return String(p.id);
}

/** A ca wheel whose first half is a product (rain boots) and second half 10 points; one spin landing at `point` for `customer`. */
export async function spinCaWheel(t: TestApi, token: string, label: string, point: number, customer: number) {
  const prizes = [
    { name: "Rain boots", kind: "product", value: await productSoldOn(t, "ca"), probability: "50", stock: 100 },
    { name: "10 points", kind: "points", value: "10", probability: "50", stock: 100 },
  ];
  const w = await t.post(
    "/api/market/turnplate/create",
    {
      name: `${label} wheel ${Math.random().toString(36).slice(2, 8)}`,
      site: "ca",
      start_day: "2026-01-01",
      end_day: "2030-12-31",
      daily_limit: 10,
      total_limit: 10,
      remark: "",
      prizes,
    },
    { token },
  );
  expect(w.status).toBe(200);
  expect((await t.post("/api/market/turnplate/change-status", { id: w.body.data.id, status: "online" }, { token })).status).toBe(200);
  drawDice.roll = () => point;
  const res = await t.post("/api/market/turnplate/draw", { turnplate_id: w.body.data.id, customer_id: customer }, { token });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; prize_state: string; turnplate_id: number };
}
