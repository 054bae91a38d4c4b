import type { ServerResponse } from "node:http";
import { PassThrough, type Writable } from "node:stream";
import { log } from "../log";

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
export async function sendDownload(res: ServerResponse, d: Download, requestId: string, beforeEnd?: () => Promise<void>) {
  res.writeHead(200, {
    "content-type": d.contentType,
    "content-disposition": `attachment; filename="${d.filename.replace(/[^\w.-]/g, "_")}"`,
    "cache-control": "no-store",
  });
  try {
    // the writer ends a pipe, not the answer: the answer is ended here, after beforeEnd
    const pipe = new PassThrough();
    const flushed = new Promise<void>((resolve, reject) => {
      pipe.on("end", resolve);
      pipe.on("error", reject);
      res.on("close", () => (res.writableFinished ? undefined : reject(new Error("client went away"))));
    });
    pipe.pipe(res, { end: false });
    await d.write(pipe);
    if (!pipe.writableEnded) pipe.end();
    await flushed;
    await beforeEnd?.();
    res.end();
  } catch (err) {
    // the status line is gone already: cut the connection so the client sees a broken download
    log("error", "download failed", { request_id: requestId, err: String((err as Error)?.message ?? err) });
    res.destroy();
  }
}
