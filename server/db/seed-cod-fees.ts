import type { Queryable } from "./client";

// country, currency, custom duty, fee type, fee value, tax exemption, order total limit, daily orders, enabled
const COD_FEES: [string, string, number, "constant" | "percentage", number, number, number, number, boolean][] = [
  ["AE", "AED", 0, "constant", 15, 1000, 2000, 3, true],
  ["SA", "SAR", 0, "constant", 18, 1000, 2500, 3, true],
  ["MX", "MXN", 0, "percentage", 3.5, 1500, 8000, 2, true],
  ["BR", "BRL", 12, "percentage", 4, 250, 1500, 2, true],
  ["PL", "PLN", 0, "constant", 9.99, 600, 1200, 2, true],
  ["IT", "EUR", 0, "constant", 4.9, 150, 400, 2, true],
  ["ES", "EUR", 0, "percentage", 2.5, 150, 350, 1, false],
  ["IL", "ILS", 20, "constant", 25, 300, 1500, 1, false],
];

/** Demo cash-on-delivery terms, enabled and disabled, constant and percentage fees; once. */
export async function seedCodFees(q: Queryable) {
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from cod_fees");
  if (n) return;
  for (const row of COD_FEES) {
    await q.query(
      `insert into cod_fees (country_code, currency_code, custom_duty, fee_type, fee_value, tax_exemption, order_total_limit, daily_order_limit, enabled, updated_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'seed')`,
      row,
    );
  }
}
