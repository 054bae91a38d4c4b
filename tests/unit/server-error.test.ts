// The console's handleError: a loader's thrown 403 or 404 is an answer the page already shows, so
// it writes no "unhandled" line; a real fault is logged once, readable whatever was thrown.
import { data } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logServerError } from "../../app/lib/server-error.server";

const lines: string[] = [];
const spy = () => vi.spyOn(process.stderr, "write").mockImplementation((chunk) => (lines.push(String(chunk)), true));
afterEach(() => {
  vi.restoreAllMocks();
  lines.length = 0;
});
const request = () => new Request("http://localhost/system/currency-manage-list");

describe("logServerError", () => {
  it("writes nothing for a thrown data() 403, a Response or a route error response", () => {
    spy();
    logServerError(data({ message: "forbidden" }, { status: 403 }), request(), "r1");
    logServerError(new Response("no", { status: 404 }), request(), "r2");
    logServerError({ status: 404, statusText: "Not Found", internal: true, data: "x" }, request(), "r3");
    expect(lines).toEqual([]);
  });

  it("logs an Error with its stack and the request id", () => {
    spy();
    logServerError(new Error("boom"), request(), "r4");
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]);
    expect(line).toMatchObject({ level: "error", msg: "unhandled", request_id: "r4" });
    expect(line.err).toMatch(/^Error: boom\n\s+at /);
  });

  it("logs a thrown plain object as JSON, not [object Object]", () => {
    spy();
    logServerError({ reason: "odd" }, request(), "r5");
    expect(JSON.parse(lines[0]).err).toBe('{"reason":"odd"}');
  });

  it("writes nothing for a request the browser gave up", () => {
    spy();
    const controller = new AbortController();
    controller.abort();
    logServerError(new Error("late"), new Request("http://localhost/", { signal: controller.signal }), "r6");
    expect(lines).toEqual([]);
  });
});
