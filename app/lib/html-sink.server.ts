import { Writable } from "node:stream";

/**
 * Collects a document rendered by `renderToPipeableStream` into one buffer.
 *
 * React 18's Node writer fills 2,048-byte views; when the next character of a string does not fit
 * in what is left of a view (a 3-byte Chinese character with one or two bytes left), it writes the
 * whole view, unwritten zero bytes included, and goes on in a new one. The page then carries NUL
 * characters where they fell: "\u0000\u0000国家" in an aria-label. Rendered HTML never holds a NUL
 * (PostgreSQL text cannot store one and the markup has none), so a view's trailing zeros are
 * always that padding.
 */
export function htmlSink(done: (html: ReturnType<typeof Buffer.concat>) => void) {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, next) {
      let end = chunk.length;
      while (end > 0 && chunk[end - 1] === 0) end--;
      chunks.push(end === chunk.length ? chunk : chunk.subarray(0, end));
      next();
    },
    final(next) {
      done(Buffer.concat(chunks));
      next();
    },
  });
}
