import type { IncomingMessage } from "node:http";
import busboy from "busboy";
import { ApiError } from "../http/errors";
import { inspectSheet, SheetError } from "./read";

// Reads a spreadsheet posted as multipart/form-data (field `file`) into memory, refusing anything
// that is not an .xlsx (a zip by its first bytes) or is larger than EXCEL_MAX_BYTES. receiveFile is
// the same for other kinds of file, with the caller's size limit and type check.

export const EXCEL_MAX_BYTES = 10 * 1024 * 1024;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export const fileError = (en: string, zh: string, code = 422) => new ApiError(code, en, { errors: { file: [en] } }, zh);

export const refuseSheet = {
  notMultipart: () => new ApiError(415, "Send the spreadsheet as multipart/form-data", null, "请以 multipart/form-data 方式上传表格"),
  noFile: () => fileError("Please choose a file to upload first.", "请先选择要上传的文件"),
  notXlsx: () => fileError("Choose an Excel file (.xlsx)", "请选择 Excel 文件（.xlsx）"),
  tooLarge: () =>
    fileError(`The spreadsheet is larger than ${EXCEL_MAX_BYTES / 1024 / 1024} MB`, `表格不能超过 ${EXCEL_MAX_BYTES / 1024 / 1024} MB`),
  malformed: () =>
    new ApiError(
      400,
      "The upload could not be read (malformed multipart/form-data)",
      null,
      "无法读取上传内容（multipart/form-data 格式错误）",
    ),
  cutShort: () => new ApiError(400, "The upload ended before its last byte", null, "上传在完成前中断"),
};

/**
 * Calls `left` once if the client goes before its request's last byte. A request's "close" also
 * comes when its body was read to the end (Node ≥ 16), so only an incomplete one means it left.
 */
export function whenCutShort(req: IncomingMessage, left: () => void): void {
  req.once("close", () => {
    if (!req.complete) left();
  });
}

export interface ReceivedSheet {
  fileName: string;
  file: Buffer;
  fields: Record<string, string>;
}

/**
 * An uploaded .xlsx, read through once (streamed, within SHEET_LIMITS) before anything is stored:
 * a file no importer could read is refused here, on its `file` field, in the caller's language.
 */
export async function receiveSheet(req: IncomingMessage): Promise<ReceivedSheet> {
  const sheet = await receiveFile(req, {
    maxBytes: EXCEL_MAX_BYTES,
    tooLarge: refuseSheet.tooLarge,
    check: (file, fileName) => (!isZip(file) || !/\.xlsx$/i.test(fileName) ? refuseSheet.notXlsx() : null),
  });
  await inspectSheet(sheet.file).catch(refuseUnreadable);
  return sheet;
}

/** A SheetError as the refusal of the upload's `file` field (422, en and zh); anything else as it was. */
export function refuseUnreadable(err: unknown): never {
  if (err instanceof SheetError) throw fileError(err.message, err.zh ?? err.message);
  throw err;
}

/** An .xlsx by its first bytes (a zip), whatever its name says. */
export const isZip = (file: Buffer) => file.subarray(0, 4).equals(ZIP_MAGIC);

export interface ReceiveOptions {
  maxBytes: number;
  tooLarge: () => ApiError;
  /** the refusal of a file that is not what the endpoint takes, or null to take it */
  check: (file: Buffer, fileName: string) => ApiError | null;
}

/**
 * Reads one file (field `file`) and the form's short fields of a multipart post into memory,
 * never holding more than `maxBytes` of it: a larger file is refused as soon as it passes.
 */
export function receiveFile(req: IncomingMessage, { maxBytes, tooLarge, check }: ReceiveOptions): Promise<ReceivedSheet> {
  if (!/^multipart\/form-data\s*;/i.test(req.headers["content-type"] ?? "")) return Promise.reject(refuseSheet.notMultipart());
  if (Number(req.headers["content-length"]) > maxBytes + 64 * 1024) return Promise.reject(tooLarge());
  let bb: busboy.Busboy;
  try {
    bb = busboy({
      headers: req.headers,
      defParamCharset: "utf8",
      limits: { files: 1, fields: 8, parts: 10, fieldSize: 1024, fileSize: maxBytes + 1 },
    });
  } catch {
    return Promise.reject(refuseSheet.notMultipart());
  }
  return new Promise<ReceivedSheet>((resolve, reject) => {
    const fields: Record<string, string> = {};
    const chunks: Buffer[] = [];
    let size = 0;
    let fileName = "";
    let sawFile = false;
    let failed: ApiError | null = null;
    const fail = (err: ApiError) => {
      if (failed) return;
      failed = err;
      req.unpipe(bb);
      req.resume(); // drain the rest so the connection can answer
      reject(err);
    };
    bb.on("field", (name, value) => (fields[name] = value));
    bb.on("file", (name, stream, info) => {
      if (name !== "file" || sawFile) {
        stream.resume();
        return;
      }
      sawFile = true;
      fileName = (info.filename ?? "").slice(0, 255);
      stream.on("data", (c: Buffer) => {
        size += c.length;
        if (size > maxBytes) return fail(tooLarge());
        chunks.push(c);
      });
      stream.on("limit", () => fail(tooLarge()));
    });
    bb.on("error", () => fail(refuseSheet.malformed()));
    // busboy waits for bytes that will never come: the work (and its claim) ends with the client
    whenCutShort(req, () => fail(refuseSheet.cutShort()));
    bb.on("close", () => {
      if (failed) return;
      const file = Buffer.concat(chunks);
      if (!sawFile || !file.length) return fail(refuseSheet.noFile());
      const refused = check(file, fileName);
      if (refused) return fail(refused);
      resolve({ fileName, file, fields });
    });
    req.pipe(bb);
  });
}
