import type { Readable } from "node:stream";
import yauzl from "yauzl";
import { log } from "../log";
import { RATIO_FROM_BYTES, SHEET_LIMITS, sheetTooBig } from "./limits";
import { SheetError } from "./read-error";

// The zip inside an .xlsx, opened by its central directory (yauzl): every entry's packed and
// unpacked sizes are judged against SHEET_LIMITS before a byte is inflated, and an entry is then
// inflated as a stream whose length yauzl holds to the size the directory declared — a directory
// that lies about a size fails the read instead of filling memory.

export interface SheetArchive {
  /** the entries' names, in the directory's order */
  names: string[];
  /** an entry's bytes as a stream (inflated as it is read) */
  open(name: string): Promise<Readable>;
  close(): void;
}

const unreadable = () => new SheetError("The file could not be read as an .xlsx spreadsheet", "无法读取该文件：请上传 .xlsx 表格");

/** Opens and judges the archive; refuses (SheetError) a file over any limit or not a zip at all. */
export async function openSheetArchive(file: Buffer): Promise<SheetArchive> {
  let zip: yauzl.ZipFile;
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(file, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (err, z) =>
        err ? reject(err) : resolve(z),
      ),
    );
  } catch (err) {
    log("warn", "xlsx archive not readable", { err: String((err as Error)?.message ?? err) });
    throw unreadable();
  }
  // judged from the directory's count before any entry is listed
  if (zip.entryCount > SHEET_LIMITS.entries) {
    zip.close();
    throw sheetTooBig.entries();
  }
  const entries = new Map<string, yauzl.Entry>();
  try {
    let total = 0;
    for await (const entry of listEntries(zip)) {
      if (entry.fileName.endsWith("/")) continue;
      const size = entry.uncompressedSize;
      if (size > SHEET_LIMITS.entryBytes) throw sheetTooBig.entry();
      total += size;
      if (total > SHEET_LIMITS.totalBytes) throw sheetTooBig.total();
      entries.set(entry.fileName, entry);
    }
    // the sizes first, then how well they pack: an archive too large unpacked is refused as such
    for (const { uncompressedSize: size, compressedSize: packed } of entries.values()) {
      if (size > RATIO_FROM_BYTES && size > packed * SHEET_LIMITS.ratio) throw sheetTooBig.ratio();
    }
  } catch (err) {
    zip.close();
    if (err instanceof SheetError) throw err;
    log("warn", "xlsx archive directory not readable", { err: String((err as Error)?.message ?? err) });
    throw unreadable();
  }
  return {
    names: [...entries.keys()],
    open: (name) =>
      new Promise<Readable>((resolve, reject) => {
        const entry = entries.get(name);
        if (!entry) return reject(new Error(`no entry ${name}`));
        zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream)));
      }),
    close: () => zip.close(),
  };
}

async function* listEntries(zip: yauzl.ZipFile): AsyncGenerator<yauzl.Entry> {
  for (;;) {
    const next = await new Promise<yauzl.Entry | null>((resolve, reject) => {
      const onEntry = (e: yauzl.Entry) => (cleanup(), resolve(e));
      const onEnd = () => (cleanup(), resolve(null));
      const onError = (e: Error) => (cleanup(), reject(e));
      const cleanup = () => {
        zip.off("entry", onEntry);
        zip.off("end", onEnd);
        zip.off("error", onError);
      };
      zip.on("entry", onEntry);
      zip.on("end", onEnd);
      zip.on("error", onError);
      zip.readEntry();
    });
    if (!next) return;
    yield next;
  }
}
