// Graceful shutdown: a request already being received when the API is told to stop is still
// answered in full, and nothing new is accepted afterwards.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let closed = false;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  if (!closed) await t?.close();
});

describe("stopping the API", () => {
  it("finishes the request in flight, then refuses new connections", async () => {
    const token = await t.token("admin");
    const url = new URL("/api/config/currency/change-status", t.url);
    const body = JSON.stringify({ id: 1, status: "disable" });

    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(url, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      });
      req.on("response", (res) => {
        let text = "";
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on("error", reject);
      // half the body now, the rest after the stop has begun
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 300);
    });

    await new Promise((r) => setTimeout(r, 100));
    const stopping = t.close().then(() => (closed = true));
    const res = await answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ code: 200, data: { id: 1, enabled: false } });
    await stopping;
    await expect(fetch(new URL("/healthz", t.url))).rejects.toThrow();
  });
});
