import fs from "node:fs";
import http from "node:http";
import * as z from "zod";
import { CLI_COMMANDS, type CliCommand, type CliOutcome } from "./commands";

export { cliSocketPath } from "./cli-socket-path";

// The API that owns an embedded (PGlite) database answers the ops CLI on a unix socket: the CLI's
// writes go through the one process that holds the data, instead of a second copy whose writes
// would be lost. A unix socket is reachable only from this machine, by who may open the file
// (mode 0600, the owner of DATA_DIR — who can read the database files anyway); nothing listens on
// the network for it.

const request = z.object({ command: z.enum(CLI_COMMANDS), arg: z.string().min(1).max(200).optional() });

export async function serveCli(
  socket: string,
  run: (cmd: CliCommand, arg?: string) => Promise<CliOutcome>,
): Promise<{ close(): Promise<void> }> {
  // the caller owns the database folder's lock, so a socket file here is a dead owner's
  fs.rmSync(socket, { force: true });
  const server = http.createServer(async (req, res) => {
    const answer = (status: number, body: CliOutcome) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    try {
      if (req.method !== "POST" || req.url !== "/cli") return answer(404, { code: 2, stdout: "", stderr: "not found\n" });
      let raw = "";
      for await (const chunk of req) {
        raw += chunk;
        if (raw.length > 4096) return answer(413, { code: 2, stdout: "", stderr: "request too large\n" });
      }
      const parsed = request.safeParse(JSON.parse(raw));
      if (!parsed.success) return answer(422, { code: 2, stdout: "", stderr: "invalid command\n" });
      answer(200, await run(parsed.data.command, parsed.data.arg));
    } catch (err) {
      answer(500, { code: 1, stdout: "", stderr: `${(err as Error)?.message ?? err}\n` });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socket, () => resolve());
  });
  fs.chmodSync(socket, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

export class OwnerUnreachableError extends Error {}

/** Runs a CLI command in the API that serves `socket`. */
export function callCli(socket: string, command: CliCommand, arg: string | undefined, timeoutMs: number): Promise<CliOutcome> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ command, arg });
    const req = http.request(
      {
        socketPath: socket,
        path: "/cli",
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        timeout: timeoutMs,
      },
      (res) => {
        let raw = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (raw += d));
        res.on("end", () => {
          try {
            resolve(JSON.parse(raw) as CliOutcome);
          } catch {
            reject(new Error(`the API answered the CLI with HTTP ${res.statusCode} and no result`));
          }
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error(`the API did not answer within ${timeoutMs / 1000} s`)));
    req.on("error", (err: NodeJS.ErrnoException) => {
      // not there or not listening (yet): the request never reached it, so nothing was done
      if (err.code === "ENOENT" || err.code === "ECONNREFUSED") reject(new OwnerUnreachableError(err.code));
      else reject(err);
    });
    req.end(body);
  });
}
