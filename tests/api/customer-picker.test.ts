// The customer picker of wallet and points adjustments (issue 41 §6): staff find the customer by id,
// the start of the e-mail address or of the name, and see the name and site before money moves.
// Expectations come from the demo customers' definition (migration 080): customer n is named
// first_names[1 + n % 32] last_names[1 + (n / 32) % 37], on site n % 12 of its table.
import { describe, expect, it } from "vitest";
import { staffApi } from "./helpers";

const { t, operator, approver, viewer } = await staffApi();

type Row = { id: number; name: string; email: string; site: string };
const PICKER = "/api/market/customers";
const search = async (query: Record<string, string>) => {
  const res = await t.get(PICKER, { token: operator, query });
  expect(res.status).toBe(200);
  return res.body.data.list as Row[];
};
// customer 39: Elijah Johnson on uk; customer 48: Giulia Johnson on us
const ELIJAH = { id: 39, name: "Elijah Johnson", email: "elijah.johnson39@orange.fr", site: "uk" };
const GIULIA = { id: 48, name: "Giulia Johnson", email: "giulia.johnson48@gmail.com", site: "us" };

describe("the customer picker", () => {
  it("finds a customer by id with name, e-mail and site", async () => {
    expect(await search({ name: "39" })).toEqual([ELIJAH]);
  });

  it("finds by the start of the e-mail address, any case", async () => {
    expect(await search({ name: "ELIJAH.JOHNSON39@" })).toContainEqual(ELIJAH);
    const list = await search({ name: "giulia.johnson48@gmail" });
    expect(list).toContainEqual(GIULIA);
    for (const r of list) expect(r.email.startsWith("giulia.johnson48@gmail")).toBe(true);
  });

  it("finds by the start of the name or the last name: at most 20, newest first", async () => {
    const full = await search({ name: "elijah johnson" });
    expect(full).toHaveLength(20);
    for (const r of full) expect(r.name).toBe("Elijah Johnson");
    expect(full.map((r) => r.id)).toEqual([...full.map((r) => r.id)].sort((a, b) => b - a));
    const last = await search({ name: "Johnson" });
    expect(last).toHaveLength(20);
    for (const r of last) expect(r.name.endsWith(" Johnson")).toBe(true);
  });

  it("takes % and _ literally; answers the chosen customers by ids", async () => {
    expect(await search({ name: "%" })).toEqual([]);
    expect(await search({ name: "_" })).toEqual([]);
    expect(await search({ ids: "39,48" })).toEqual([GIULIA, ELIJAH]);
  });

  it("is for those who may adjust: the approver (who reads wallets) and the viewer are refused", async () => {
    expect((await t.get(PICKER, { token: approver, query: { name: "39" } })).status).toBe(403);
    expect((await t.get(PICKER, { token: viewer, query: { name: "39" } })).status).toBe(403);
  });

  it("refuses a page of more than 20 and a malformed id list", async () => {
    const big = await t.get(PICKER, { token: operator, query: { page_size: "21" } });
    expect(big.status).toBe(422);
    expect(big.body.data.errors.page_size).toEqual(["page_size must be at most 20"]);
    expect((await t.get(PICKER, { token: operator, query: { ids: "1,x" } })).status).toBe(422);
  });
});
