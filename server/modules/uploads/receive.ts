import crypto from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { ApiError } from "../../http/errors";
import { uploadFamily } from "../../../app/lib/constants";
import { PURPOSES, type Purpose } from "../../storage/keys";
import type { StagedFile } from "../../storage/store";
import { UploadChecker } from "./checker";
import { MAX_BYTES, MAX_REQUEST_BYTES, refuse, refuseForm } from "./rules";
import { detect, extensionOf, type DetectedType } from "./sniff";

export interface ReceivedUpload {
  purpose: Purpose;
  type: DetectedType;
  file: StagedFile;
  sha256: string;
}

const TRUE = new Set(["true", "1", "on", "yes"]);
const FALSE = new Set(["", "false", "0", "off", "no"]);

/**
 * Reads a multipart upload straight from the socket into a staging file, checking it on the way
 * (spec section 5 and 9). `purpose` and `ignore_webp` must come before `file` in the form — as in
 * S3's own POST uploads — so the file is judged from its first bytes and never read past the
 * first refusal. On any refusal the staging file is gone before the promise rejects.
 */
export async function receiveUpload(req: IncomingMessage, stagingDir: string): Promise<ReceivedUpload> {
  if (Number(req.headers["content-length"]) > MAX_REQUEST_BYTES) throw refuse.tooLargeRequest();
  // busboy would read a urlencoded form too, and then report the missing file: say what is wrong
  if (!/^multipart\/form-data\s*;/i.test(req.headers["content-type"] ?? "")) throw refuse.notMultipart();
  let bb: busboy.Busboy;
  try {
    bb = busboy({
      headers: req.headers,
      defParamCharset: "utf8",
      limits: { files: 1, fields: 8, parts: 10, fieldSize: 1024, fileSize: MAX_BYTES.video + 1, headerPairs: 20 },
    });
  } catch {
    throw refuse.notMultipart();
  }
  await fs.promises.mkdir(stagingDir, { recursive: true });
  const stagePath = path.join(stagingDir, crypto.randomUUID());

  return new Promise<ReceivedUpload>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let settled = false;
    let fileStream: Readable | null = null;
    let staged: Promise<ReceivedUpload> | null = null;
    let received = 0;

    const stop = () => {
      req.unpipe(bb);
      req.off("data", count);
      // with an error: a file stream that has already pushed its end but not yet emitted it would
      // otherwise count as finished and leave the staging pipeline waiting forever
      fileStream?.destroy(new Error("upload refused"));
    };
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      stop();
      // the staging write must have closed before the file is removed, or it could reappear
      void Promise.resolve(staged)
        .catch(() => {})
        .then(() => fs.promises.rm(stagePath, { force: true }))
        .finally(() => reject(err));
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_REQUEST_BYTES) fail(refuse.tooLargeRequest());
    };

    bb.on("field", (name, value, info) => {
      if (!staged) fields[name] = info.valueTruncated ? "\u0000" : value;
    });
    bb.on("file", (name, stream, info) => {
      if (name !== "file" || staged) {
        stream.resume();
        return fail(refuse.oneFile());
      }
      fileStream = stream;
      const checker = new UploadChecker((head) => judge(head, fields, extensionOf(info.filename ?? "")));
      staged = stage(stream, checker, stagePath).then(() => ({
        purpose: fields.purpose as Purpose,
        type: checker.type!,
        file: { path: stagePath, size: checker.size, contentType: checker.type!.contentType },
        sha256: checker.digestHex(),
      }));
      staged.catch(fail);
    });
    bb.on("filesLimit", () => fail(refuse.oneFile()));
    bb.on("partsLimit", () => fail(refuseForm.tooManyParts()));
    bb.on("fieldsLimit", () => fail(refuseForm.tooManyParts()));
    bb.on("error", () => fail(refuseForm.malformed()));
    bb.on("close", () => {
      if (!staged) return fail(refuse.noFile());
      staged.then((r) => {
        if (settled) return;
        settled = true;
        resolve(r);
      }, fail);
    });
    req.on("close", () => {
      if (!req.complete) fail(refuseForm.interrupted());
    });
    req.on("data", count);
    req.pipe(bb);
  });
}

/** The refusals that need the leading bytes, in the spec's order after "no file". */
function judge(head: Buffer, fields: Record<string, string>, ext: string): DetectedType {
  const purpose = fields.purpose as Purpose;
  if (!PURPOSES.includes(purpose)) throw refuse.purpose();
  const flag = (fields.ignore_webp ?? "").trim().toLowerCase();
  if (!TRUE.has(flag) && !FALSE.has(flag)) throw refuse.ignoreWebp();
  const family = uploadFamily(purpose);
  const type = detect(head);
  if (!type || type.family !== family || !type.names.includes(ext)) throw refuse.format(family);
  if (type.ext === "webp" && !TRUE.has(flag)) throw refuse.webp();
  return type;
}

async function stage(stream: Readable, checker: UploadChecker, stagePath: string) {
  const writer = fs.createWriteStream(stagePath, { flags: "wx" });
  try {
    await pipeline(stream, checker, writer);
  } catch (err) {
    if (!writer.closed) await new Promise<void>((r) => writer.once("close", () => r()));
    throw err instanceof ApiError ? err : refuseForm.interrupted();
  }
}
