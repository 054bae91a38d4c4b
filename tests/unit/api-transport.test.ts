// The console's transport to its API (app/lib/api-transport.server.ts) against a real HTTP server
// on this machine: what a loader sees when the API answers, answers garbage, hangs, is gone, or
// drops a kept-alive connection just as a request leaves.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestJson } from "~/lib/api-transport.server";

type Handler = (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void;
let handler: Handler;
let base = "";
const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string; socket: number }[] = [];
const sockets = new Map<object, number>();
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (c) => (body += c));
  req.on("end", () => {
    if (!sockets.has(req.socket)) sockets.set(req.socket, sockets.size + 1);
    seen.push({ method: req.method!, url: req.url!, headers: req.headers, body, socket: sockets.get(req.socket)! });
    handler(req, body, res);
  });
});

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen.length = 0;
  handler = (_req, _body, res) => res.end(JSON.stringify({ code: 200, data: "ok" }));
});

describe("requestJson", () => {
  it("sends the method, headers and JSON body, and gives back the status and parsed envelope", async () => {
    handler = (_req, body, res) => {
      res.statusCode = 201;
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ code: 200, data: { echo: JSON.parse(body) } }));
    };
    const answer = await requestJson(
      "POST",
      `${base}/api/x?page=2`,
      { authorization: "Bearer t", "x-request-id": "r-1", "content-type": "application/json" },
      JSON.stringify({ name: "中文" }),
      5000,
    );
    expect(answer).toEqual({ status: 201, body: { code: 200, data: { echo: { name: "中文" } } } });
    expect(seen[0]).toMatchObject({ method: "POST", url: "/api/x?page=2", body: '{"name":"中文"}' });
    expect(seen[0].headers).toMatchObject({
      authorization: "Bearer t",
      "x-request-id": "r-1",
      "content-length": String(Buffer.byteLength('{"name":"中文"}')),
    });
  });

  it("keeps the connection for the next call", async () => {
    await requestJson("GET", `${base}/a`, {}, undefined, 5000);
    await requestJson("GET", `${base}/b`, {}, undefined, 5000);
    expect(seen.map((s) => s.socket)).toEqual([seen[0].socket, seen[0].socket]);
  });

  it("gives no body for an answer that is not JSON (a proxy's error page)", async () => {
    handler = (_req, _body, res) => {
      res.statusCode = 502;
      res.end("<html>Bad gateway</html>");
    };
    expect(await requestJson("GET", `${base}/x`, {}, undefined, 5000)).toEqual({ status: 502, body: undefined });
  });

  it("gives up on an API that does not answer within the time-out", async () => {
    handler = () => undefined; // never answers
    const started = Date.now();
    await expect(requestJson("GET", `${base}/slow`, {}, undefined, 300)).rejects.toThrow(/no answer in 300 ms/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("gives up on an answer that stops halfway within the time-out too", async () => {
    handler = (_req, _body, res) => {
      res.setHeader("content-length", "1000");
      res.write('{"code":200,');
    };
    await expect(requestJson("GET", `${base}/half`, {}, undefined, 300)).rejects.toThrow();
  });

  it("fails when nothing listens at the address", async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    await expect(requestJson("GET", `http://127.0.0.1:${port}/x`, {}, undefined, 2000)).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });

  it("sends a GET again on a new connection when the kept one was dropped, but never a POST", async () => {
    // prime a kept-alive connection, then have the server drop the next request's connection
    await requestJson("GET", `${base}/prime`, {}, undefined, 5000);
    let drops = 1;
    handler = (req, _body, res) => {
      if (drops-- > 0) return req.socket.destroy();
      res.end(JSON.stringify({ code: 200, data: "again" }));
    };
    expect(await requestJson("GET", `${base}/read`, {}, undefined, 5000)).toEqual({ status: 200, body: { code: 200, data: "again" } });
    expect(seen.filter((s) => s.url === "/read")).toHaveLength(2);

    await requestJson("GET", `${base}/prime`, {}, undefined, 5000);
    drops = 1;
    await expect(requestJson("POST", `${base}/write`, {}, "{}", 5000)).rejects.toMatchObject({ code: "ECONNRESET" });
    expect(seen.filter((s) => s.url === "/write")).toHaveLength(1);
  });
});
