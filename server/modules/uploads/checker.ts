import crypto from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { MAX_BYTES, refuse } from "./rules";
import { SNIFF_BYTES, type DetectedType } from "./sniff";

/**
 * Passes a file through while judging it: holds back the first bytes until the type can be
 * decided, then counts and hashes, and fails the stream the moment the type's limit is passed —
 * so a refused file is never read further than needed.
 */
export class UploadChecker extends Transform {
  type: DetectedType | null = null;
  size = 0;
  private head: Buffer[] = [];
  private headLen = 0;
  private hash = crypto.createHash("sha256");

  /** `decide` gets the leading bytes (never empty) and returns the type or throws the refusal */
  constructor(private decide: (head: Buffer) => DetectedType) {
    super();
  }

  /** the SHA-256 of everything passed through (call once, after the stream has finished) */
  digestHex() {
    return this.hash.digest("hex");
  }

  _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback) {
    this.size += chunk.length;
    if (!this.type) {
      this.head.push(chunk);
      this.headLen += chunk.length;
      if (this.headLen < SNIFF_BYTES) return cb();
      chunk = this.release();
      const err = this.judge(chunk);
      if (err) return cb(err);
    }
    const type = this.type!;
    if (this.size > MAX_BYTES[type.family]) return cb(refuse.tooLarge(type.family));
    this.hash.update(chunk);
    cb(null, chunk);
  }

  _flush(cb: TransformCallback) {
    if (this.type) return cb();
    // an empty file part is what a browser sends for a file input left blank
    if (!this.headLen) return cb(refuse.noFile());
    const all = this.release();
    const err = this.judge(all);
    if (err) return cb(err);
    this.hash.update(all);
    cb(null, all);
  }

  private release() {
    const all = Buffer.concat(this.head);
    this.head = [];
    return all;
  }

  private judge(head: Buffer): Error | null {
    try {
      this.type = this.decide(head);
      return null;
    } catch (err) {
      return err as Error;
    }
  }
}
