import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import type { LocalStore } from "../storage/local";
import type { ObjectStore } from "../storage/store";
import { ApiError, notFound } from "./errors";

// The extension is the one the API chose from the detected type, so it names the stored type.
const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  mp4: "video/mp4",
  mov: "video/quicktime",
  webm: "video/webm",
};

/**
 * GET /uploads/<key> for the local-disk store: public like a public bucket. `rawKey` is the path
 * exactly as sent, undecoded — only generated keys match, so "..", "%2e" or "%2f" never reach
 * the file system.
 */
export async function serveStored(req: IncomingMessage, res: ServerResponse, store: ObjectStore, rawKey: string) {
  const file = store.driver === "local" ? (store as LocalStore).fileOf(rawKey) : null;
  if (!file) throw notFound("File", "文件");
  if (req.method !== "GET" && req.method !== "HEAD")
    throw new ApiError(405, `${req.method} is not allowed here`, null, `此处不接受 ${req.method} 请求`);
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(file);
  } catch {
    throw notFound("File", "文件");
  }
  if (!stat.isFile()) throw notFound("File", "文件");
  res.writeHead(200, {
    "content-type": TYPES[rawKey.slice(rawKey.lastIndexOf(".") + 1)],
    "content-length": stat.size,
    // keys are never reused, so the bytes behind one never change
    "cache-control": "public, max-age=31536000, immutable",
    "last-modified": stat.mtime.toUTCString(),
    // opened directly, a stored file can neither run script nor be read as another type
    "content-security-policy": "default-src 'none'; sandbox",
    "cross-origin-resource-policy": "cross-origin",
  });
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent over HTTP, Node sends no body for HEAD; this only saves reading the file
  if (req.method === "HEAD") return void res.end();
  await pipeline(fs.createReadStream(file), res).catch(() => {
    // the reader went away mid-file; nothing left to answer
  });
}
