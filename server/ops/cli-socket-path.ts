import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";

/** The CLI socket's path (cli-socket.ts): in DATA_DIR, or under the temp folder when that path is too long for a socket. */
export function cliSocketPath(dataDir: string): string {
  const inDataDir = path.join(path.resolve(dataDir), "cli.sock");
  if (Buffer.byteLength(inDataDir) < 100) return inDataDir;
  const id = crypto.createHash("sha256").update(path.resolve(dataDir)).digest("hex").slice(0, 16);
  return path.join(os.tmpdir(), `retail-console-cli-${id}.sock`);
}
