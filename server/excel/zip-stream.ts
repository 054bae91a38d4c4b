import type { Writable } from "node:stream";
import zlib from "node:zlib";

// A zip written as it is made (PKWARE APPNOTE 6.3: local header, deflated data, data descriptor
// for each entry; the central directory at the end), for the exports' .xlsx files. Written here
// rather than through exceljs' writer because that one hands its bytes to a zip whose writes always
// report room, so a fast export piled its XML up in memory however slowly the file was read
// (issue 42 §4). Here every write waits while the deflater or the destination is full: what sits in
// memory is at most one deflater's buffers and one chunk, whatever the number of rows.
// No ZIP64: an export of 4 GB is refused rather than written corrupt.

const LIMIT = 0xffffffff;
/**
 * Bytes the destination may hold before a write waits for it to drain: bounded (so memory stays
 * flat), but larger than a stream's default 16 KB so a busy process hands the download to the
 * socket in fewer turns.
 */
const ROOM = 256 * 1024;

/** Resolves once `stream` has room again; rejects if it closes or fails first (a download left). */
export function drained(stream: Writable): Promise<void> {
  if (stream.destroyed) return Promise.reject(new Error("the stream was closed"));
  return new Promise<void>((resolve, reject) => {
    const done = (err?: Error) => {
      stream.off("drain", onDrain);
      stream.off("close", onClose);
      stream.off("error", done);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error("the stream was closed"));
    stream.on("drain", onDrain);
    stream.on("close", onClose);
    stream.on("error", done);
  });
}

const native = (zlib as { crc32?: (data: Uint8Array, value?: number) => number }).crc32;
let table: Uint32Array | undefined;

/** CRC-32 (the zip's polynomial), continued from `crc`: Node 22's zlib.crc32, else a table. */
export function crc32(data: Uint8Array, crc = 0): number {
  if (native) return native(data, crc);
  table ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let c = ~crc;
  for (let i = 0; i < data.length; i++) c = table[(c ^ data[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}

interface Written {
  name: Buffer;
  offset: number;
  crc: number;
  size: number;
  compressed: number;
}

/** MS-DOS date and time of `d` (local time, as zip tools show it), 2-second steps. */
function dosTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1),
    date: ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

// general purpose flags: bit 3, sizes and CRC follow the data; bit 11, the name is UTF-8
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;

export class ZipStream {
  private offset = 0;
  private readonly entries: Written[] = [];
  private readonly stamp = dosTime(new Date());

  constructor(private readonly out: Writable) {}

  /** Writes to the destination, waiting while it is full. */
  private async put(bytes: Buffer): Promise<void> {
    if (this.offset + bytes.length > LIMIT) throw new Error("the file would pass 4 GB, more than a zip without ZIP64 holds");
    this.offset += bytes.length;
    this.out.write(bytes);
    if (this.out.writableLength >= ROOM) await drained(this.out);
  }

  /**
   * One deflated entry: `fill` writes its content through `write`, which waits while the deflater
   * (and so the destination) is full.
   */
  async entry(name: string, fill: (write: (data: string | Buffer) => Promise<void>) => Promise<void>): Promise<void> {
    const entry: Written = { name: Buffer.from(name, "utf8"), offset: this.offset, crc: 0, size: 0, compressed: 0 };
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(VERSION, 4);
    head.writeUInt16LE(FLAGS, 6);
    head.writeUInt16LE(DEFLATE, 8);
    head.writeUInt16LE(this.stamp.time, 10);
    head.writeUInt16LE(this.stamp.date, 12);
    // CRC and sizes (14–25) stay 0: the data descriptor after the data carries them
    head.writeUInt16LE(entry.name.length, 26);
    await this.put(Buffer.concat([head, entry.name]));

    const deflater = zlib.createDeflateRaw({ chunkSize: 64 * 1024 });
    let failed: Error | undefined;
    // the deflater's output goes on as the destination takes it: paused while the destination is
    // full, so the deflater fills up and its writes (below) wait in turn
    let forwarding: Promise<void> = Promise.resolve();
    deflater.on("data", (chunk: Buffer) => {
      entry.compressed += chunk.length;
      if (this.offset + chunk.length > LIMIT) {
        failed ??= new Error("the file would pass 4 GB, more than a zip without ZIP64 holds");
        deflater.destroy(failed);
        return;
      }
      this.offset += chunk.length;
      this.out.write(chunk);
      if (this.out.writableLength >= ROOM) {
        deflater.pause();
        forwarding = drained(this.out).then(
          () => void deflater.resume(),
          (err: Error) => void deflater.destroy((failed ??= err)),
        );
      }
    });
    const ended = new Promise<void>((resolve, reject) => {
      deflater.on("end", resolve);
      deflater.on("error", (err) => reject(failed ?? err));
      deflater.on("close", () => (failed ? reject(failed) : undefined));
    });
    ended.catch(() => undefined);

    try {
      await fill(async (data) => {
        if (failed) throw failed;
        const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
        if (!bytes.length) return;
        entry.crc = crc32(bytes, entry.crc);
        entry.size += bytes.length;
        if (!deflater.write(bytes)) await Promise.race([drained(deflater), ended]);
      });
    } catch (err) {
      deflater.destroy();
      throw err;
    }
    deflater.end();
    await ended;
    await forwarding;
    if (entry.size > LIMIT) throw new Error("an entry of 4 GB or more needs ZIP64");

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    await this.put(descriptor);
    this.entries.push(entry);
  }

  /** The central directory and its end record; then the destination is ended. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(VERSION, 4);
      h.writeUInt16LE(VERSION, 6);
      h.writeUInt16LE(FLAGS, 8);
      h.writeUInt16LE(DEFLATE, 10);
      h.writeUInt16LE(this.stamp.time, 12);
      h.writeUInt16LE(this.stamp.date, 14);
      h.writeUInt32LE(e.crc, 16);
      h.writeUInt32LE(e.compressed, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      // extra, comment, disk, internal and external attributes stay 0
      h.writeUInt32LE(e.offset, 42);
      await this.put(Buffer.concat([h, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.put(end);
    this.out.end();
  }
}
