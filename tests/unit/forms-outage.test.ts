// A save that meets an outage hands the form back: what was typed, a message to save again later,
// status 503 — wherever in the action the API turned out to be out of reach.
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { ApiError, apiFor, unavailable } from "~/lib/api.server";
import { keepTypedThroughOutage, submitForm } from "~/lib/forms.server";
import { keepScreenAfterOutage } from "~/lib/revalidate";

const schema = z.object({ name: z.string({ error: "v.required" }).min(1), amount: z.coerce.number({ error: "v.number" }) });

function post(fields: Record<string, string>) {
  return new Request("http://console.test/things/new", { method: "POST", body: new URLSearchParams(fields) });
}
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
/** what the person would see: the status, the message above the form, the values in it */
function seen(res: unknown) {
  const r = res as {
    init: { status: number };
    data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
  };
  return { status: r.init.status, errors: r.data.result.error, values: r.data.result.initialValue };
}

describe("submitForm", () => {
  it("answers 503 with the typed values and the save-again message when the API cannot be reached", async () => {
    const res = await submitForm(form({ name: "Kiwi", amount: "12.5" }), schema, () => Promise.reject(unavailable()));
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(seen(res.failure)).toEqual({
      status: 503,
      errors: { "": ["error.unavailable.save"] },
      values: { name: "Kiwi", amount: "12.5" },
    });
  });

  it("treats the API's own 503 (its database down) the same, through the API client", async () => {
    const down = async () => Response.json({ code: 503, message: "database unavailable", data: null });
    const api = apiFor(new Request("http://console.test/"), "token");
    const res = await submitForm(form({ name: "Kiwi", amount: "1" }), schema, () => api.post("x", {}, { fetchImpl: down as typeof fetch }));
    expect(res.ok).toBe(false);
    if (!res.ok) expect(seen(res.failure).status).toBe(503);
  });

  it("keeps other refusals as they were (a 409 is not an outage)", async () => {
    const res = await submitForm(form({ name: "Kiwi", amount: "1" }), schema, () => Promise.reject(new ApiError(409, "taken", null)));
    expect(res.ok || seen(res.failure).status).toBe(409);
  });
});

describe("keepTypedThroughOutage", () => {
  const args = (request: Request) => ({ request, params: {}, context: {} });

  it("hands the form back when the outage hits before the body is read (the permission check)", async () => {
    const action = keepTypedThroughOutage(schema, async () => {
      throw unavailable();
    });
    expect(seen(await action(args(post({ name: "Kiwi", amount: "3" }))))).toEqual({
      status: 503,
      errors: { "": ["error.unavailable.save"] },
      values: { name: "Kiwi", amount: "3" },
    });
  });

  it("keeps the field errors of an invalid form next to the outage message", async () => {
    const action = keepTypedThroughOutage(schema, async () => {
      throw unavailable();
    });
    const { errors, values } = seen(await action(args(post({ name: "", amount: "lots" }))));
    expect(errors[""]).toEqual(["error.unavailable.save"]);
    expect(errors.amount).toEqual(["v.number"]);
    expect(values).toEqual({ amount: "lots" });
  });

  it("lets every other failure through untouched", async () => {
    const boom = new Error("bug");
    const action = keepTypedThroughOutage(schema, async () => {
      throw boom;
    });
    await expect(action(args(post({ name: "x", amount: "1" })))).rejects.toBe(boom);
  });
});

describe("keepScreenAfterOutage", () => {
  const base = { currentUrl: new URL("http://c/a"), nextUrl: new URL("http://c/a"), currentParams: {}, nextParams: {} };
  it("keeps the screen after a save the API could not take, and otherwise revalidates as usual", () => {
    expect(keepScreenAfterOutage({ ...base, actionStatus: 503, defaultShouldRevalidate: true })).toBe(false);
    expect(keepScreenAfterOutage({ ...base, actionStatus: 200, defaultShouldRevalidate: true })).toBe(true);
    expect(keepScreenAfterOutage({ ...base, defaultShouldRevalidate: false })).toBe(false);
  });
});
