// The S3 driver against a tiny fake S3 endpoint on localhost: what it sends for a put and a
// remove. This checks the requests the SDK builds, not a real S3 service.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadApiConfig } from "../../server/config";
import { createS3Store, objectUrl } from "../../server/storage/s3";
import { png } from "../fixtures/media";

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let server: http.Server;
let endpoint: string;
let seen: Seen[] = [];
let answer = 200;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
      if (answer >= 400) {
        res.writeHead(answer, { "content-type": "application/xml" });
        return res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>`);
      }
      res.writeHead(req.method === "DELETE" ? 204 : 200, { etag: '"abc"' });
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
  answer = 200;
});

const credentials = { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY" };
const key = "origin/sns/post/2030/07/AAAAAAAAAAAAAAAAAAAAAA.png";

function staged(bytes: Buffer) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "s3-store-"));
  const file = path.join(dir, "staged");
  fs.writeFileSync(file, bytes);
  return { path: file, size: bytes.length, contentType: "image/png" };
}

describe("S3 store", () => {
  it("puts the staged bytes at bucket/key with the detected type, signed for the region", async () => {
    const store = createS3Store({ bucket: "media", region: "us-west-2", endpoint }, { credentials });
    const bytes = png();
    await store.put(key, staged(bytes));
    expect(seen).toHaveLength(1);
    const [put] = seen;
    expect(put.method).toBe("PUT");
    // path style: S3-compatible services rarely resolve bucket sub-domains
    expect(put.url.split("?")[0]).toBe(`/media/${key}`);
    expect(put.headers["content-type"]).toBe("image/png");
    expect(put.headers["content-length"]).toBe(String(bytes.length));
    expect(put.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-west-2\/s3\/aws4_request, /);
    // sent whole, not as aws-chunked with a trailing checksum that S3-compatible stores refuse
    expect(put.headers["content-encoding"] ?? "").not.toMatch(/aws-chunked/);
    expect(put.body.equals(bytes)).toBe(true);
  });

  it("removes by key", async () => {
    const store = createS3Store({ bucket: "media", region: "us-west-2", endpoint }, { credentials });
    await store.remove(key);
    expect(seen.map((s) => [s.method, s.url.split("?")[0]])).toEqual([["DELETE", `/media/${key}`]]);
  });

  it("a refused put rejects, so the API records nothing", async () => {
    answer = 403;
    const store = createS3Store({ bucket: "media", region: "us-west-2", endpoint }, { credentials, maxAttempts: 1 });
    await expect(store.put(key, staged(png()))).rejects.toThrow(/Access Denied/);
  });

  it("gives the public URL: S3_PUBLIC_URL first, then the endpoint, then AWS's bucket host", () => {
    expect(objectUrl({ bucket: "media", region: "us-west-2", publicUrl: "https://cdn.example.com" }, key)).toBe(
      `https://cdn.example.com/${key}`,
    );
    expect(objectUrl({ bucket: "media", region: "us-west-2", endpoint: "http://minio:9000" }, key)).toBe(`http://minio:9000/media/${key}`);
    expect(objectUrl({ bucket: "media", region: "us-west-2" }, key)).toBe(`https://media.s3.us-west-2.amazonaws.com/${key}`);
  });
});

describe("storage configuration", () => {
  const load = (env: Record<string, string>) => loadApiConfig(env as NodeJS.ProcessEnv);

  it("keeps files under DATA_DIR/uploads, served by the API, when no bucket is set", () => {
    const c = load({ DATA_DIR: "/srv/data", PUBLIC_API_URL: "https://api.example.com/" });
    expect(c.storage).toEqual({ driver: "local", dir: "/srv/data/uploads", publicUrl: "https://api.example.com/uploads" });
  });

  it("uses S3 when S3_BUCKET is set", () => {
    const c = load({
      S3_BUCKET: "media",
      S3_REGION: "us-west-2",
      S3_ENDPOINT: "http://minio:9000/",
      S3_PUBLIC_URL: "https://cdn.example.com/",
    });
    expect(c.storage).toEqual({
      driver: "s3",
      bucket: "media",
      region: "us-west-2",
      endpoint: "http://minio:9000",
      publicUrl: "https://cdn.example.com",
    });
  });

  it.each([
    [{ S3_BUCKET: "media" }, /S3_REGION/],
    [{ S3_BUCKET: "Media_Bucket", S3_REGION: "us-west-2" }, /S3_BUCKET/],
    [{ S3_BUCKET: "media", S3_REGION: "us-west-2", S3_ENDPOINT: "minio:9000" }, /S3_ENDPOINT/],
    [{ S3_BUCKET: "media", S3_REGION: "us-west-2", S3_PUBLIC_URL: "cdn" }, /S3_PUBLIC_URL/],
    [{ S3_REGION: "us-west-2" }, /S3_BUCKET/],
  ])("refuses %j, naming the variable", (env, name) => {
    expect(() => load(env as Record<string, string>)).toThrow(name);
  });
});
