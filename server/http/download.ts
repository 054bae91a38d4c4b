import type { ServerResponse } from "node:http";
import { log } from "../log";

/**
 * What an endpoint returns to answer with a file instead of the JSON envelope (a spreadsheet
 * export): its name, its type, and a writer that streams it, so a large file never sits in memory.
 */
export class Download {
  constructor(
    readonly filename: string,
    readonly contentType: string,
    readonly write: (out: ServerResponse) => Promise<void>,
  ) {}
}

export async function sendDownload(res: ServerResponse, d: Download, requestId: string) {
  res.writeHead(200, {
    "content-type": d.contentType,
    "content-disposition": `attachment; filename="${d.filename.replace(/[^\w.-]/g, "_")}"`,
    "cache-control": "no-store",
  });
  try {
    await d.write(res);
    res.end();
  } catch (err) {
    // the status line is gone already: cut the connection so the client sees a broken download
    log("error", "download failed", { request_id: requestId, err: String((err as Error)?.message ?? err) });
    res.destroy();
  }
}
