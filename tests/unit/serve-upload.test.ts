// GET /uploads/<key> (server/http/serve-upload.ts) over a stand-in local store whose files are
// temporary files: only stored keys of the local store are served, GET and HEAD only, with the
// type named by the key's extension and headers that keep a stored file inert and cacheable.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../server/http/errors";
import { serveStored } from "../../server/http/serve-upload";
import type { ObjectStore } from "../../server/storage/store";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-upload-"));
const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  mp4: "video/mp4",
  mov: "video/quicktime",
  webm: "video/webm",
};
for (const ext of Object.keys(TYPES)) fs.writeFileSync(path.join(dir, `f.${ext}`), `bytes of ${ext}`);
fs.mkdirSync(path.join(dir, "d.png"));
const MTIME = new Date("2030-01-02T03:04:05Z");
fs.utimesSync(path.join(dir, "f.png"), MTIME, MTIME);

let store: ObjectStore;
const local = {
  driver: "local",
  fileOf: (key: string) => (key.startsWith("ok/") ? path.join(dir, key.slice(3)) : null),
} as unknown as ObjectStore;
let server: http.Server;
let base = "";
beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    try {
      await serveStored(req, res, store, req.url!.slice("/uploads/".length));
    } catch (err) {
      const e = err as ApiError;
      res.writeHead(e.code ?? 500).end(e.code === 404 ? `${e.message} / ${e.localized("zh").message}` : e.message);
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/uploads/`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = async (key: string, method = "GET") => {
  const res = await fetch(base + key, { method });
  return { status: res.status, headers: res.headers, text: await res.text() };
};

describe("serveStored", () => {
  it("serves a stored file with its type, length and inert, long-lived headers", async () => {
    store = local;
    const r = await get("ok/f.png");
    expect(r.status).toBe(200);
    expect(r.text).toBe("bytes of png");
    expect(r.headers.get("content-type")).toBe("image/png");
    expect(r.headers.get("content-length")).toBe(String("bytes of png".length));
    expect(r.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(r.headers.get("last-modified")).toBe(MTIME.toUTCString());
    expect(r.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(r.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
  });

  it.each(Object.entries(TYPES))("names .%s as %s", async (ext, type) => {
    store = local;
    expect((await get(`ok/f.${ext}`)).headers.get("content-type")).toBe(type);
  });

  it("answers HEAD with the headers and no body", async () => {
    store = local;
    const r = await get("ok/f.mp4", "HEAD");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-length")).toBe(String("bytes of mp4".length));
    expect(r.text).toBe("");
  });

  it("refuses other methods with 405", async () => {
    store = local;
    const r = await get("ok/f.png", "POST");
    expect([r.status, r.text]).toEqual([405, "POST is not allowed here"]);
  });

  it("answers 404 for what is not a stored key, a missing file, a directory, or a store that is not local", async () => {
    store = local;
    for (const key of ["elsewhere/f.png", "ok/missing.png", "ok/d.png"]) {
      const r = await get(key);
      expect([r.status, r.text], key).toEqual([404, "File not found / 文件不存在"]);
    }
    expect((await get("ok/f.png", "POST")).status).toBe(405);
    store = { ...local, driver: "s3" } as unknown as ObjectStore;
    expect((await get("ok/f.png")).status).toBe(404);
    expect((await get("elsewhere/x", "POST")).status).toBe(404);
  });
});
