import type { ServerResponse } from "node:http";
import { PassThrough, type Writable } from "node:stream";
import { usWestDate } from "../../app/lib/time";
import { log } from "../log";

/**
 * A downloaded file's name says the US West day it was made (`vouchers-2026-12-03.xlsx`), so two
 * exports of different days never share a name; a name that already holds a day keeps it.
 */
export function datedFileName(name: string, now = new Date()): string {
  if (/\d{4}-\d{2}-\d{2}/.test(name)) return name;
  const dot = name.lastIndexOf(".");
  const day = usWestDate(now);
  return dot > 0 ? `${name.slice(0, dot)}-${day}${name.slice(dot)}` : `${name}-${day}`;
}

/**
 * What an endpoint returns to answer with a file instead of the JSON envelope (a spreadsheet
 * export): its name, its type, and a writer that streams it, so a large file never sits in memory.
 */
export class Download {
  constructor(
    readonly filename: string,
    readonly contentType: string,
    readonly write: (out: Writable) => Promise<void>,
  ) {}
}

/**
 * Streams the file; `beforeEnd` runs once every byte is written and before the answer ends, so what
 * the file's end means to the client (the export's claim released: issue 39.5) already holds when
 * the client sees it.
 */
class ClientLeft extends Error {}

export async function sendDownload(res: ServerResponse, d: Download, requestId: string, beforeEnd?: () => Promise<void>) {
  res.writeHead(200, {
    "content-type": d.contentType,
    "content-disposition": `attachment; filename="${datedFileName(d.filename).replace(/[^\w.-]/g, "_")}"`,
    "cache-control": "no-store",
  });
  // a client that leaves (a closed tab, a cancelled download) ends the work at once: a writer
  // waiting for the pipe to drain would wait for good, and the export's claim with it
  let leave: (err: Error) => void = () => undefined;
  const left = new Promise<never>((_, reject) => (leave = reject));
  left.catch(() => undefined);
  const pipe = new PassThrough();
  res.on("close", () => {
    if (res.writableFinished) return;
    leave(new ClientLeft());
    pipe.destroy();
  });
  try {
    // the writer ends a pipe, not the answer: the answer is ended here, after beforeEnd
    const flushed = new Promise<void>((resolve, reject) => {
      pipe.on("end", resolve);
      pipe.on("error", reject);
    });
    flushed.catch(() => undefined);
    pipe.pipe(res, { end: false });
    await Promise.race([d.write(pipe), left]);
    if (!pipe.writableEnded) pipe.end();
    await Promise.race([flushed, left]);
    await beforeEnd?.();
    res.end();
  } catch (err) {
    if (err instanceof ClientLeft) {
      log("info", "download left by the client", { request_id: requestId });
      return;
    }
    // the status line is gone already: cut the connection so the client sees a broken download
    log("error", "download failed", { request_id: requestId, err: String((err as Error)?.message ?? err) });
    res.destroy();
  }
}
