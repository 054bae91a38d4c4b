import crypto from "node:crypto";

// A budget code's random suffix: symbols of a 31-letter alphabet drawn without modulo bias. A byte
// taken `% 31` would make the first 8 symbols likelier (256 = 8 × 31 + 8), so bytes from 248 (the
// largest multiple of 31 within a byte) up are thrown away and drawn again.

/** No 0/O, 1/I/L: symbols a person reads back without mistakes. */
export const SUFFIX_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const LIMIT = 256 - (256 % SUFFIX_ALPHABET.length); // 248

/** `length` symbols; `random` gives n random bytes (the test injects a fixed sequence). */
export function drawSuffix(length: number, random: (n: number) => Uint8Array = crypto.randomBytes): string {
  let out = "";
  while (out.length < length) {
    for (const byte of random(length - out.length)) if (byte < LIMIT) out += SUFFIX_ALPHABET[byte % SUFFIX_ALPHABET.length];
  }
  return out;
}
