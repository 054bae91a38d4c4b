import { useMemo } from "react";

/**
 * A large list handed from a loader to its page as one JSON text. Remix's stream encoder flattens
 * every value of loader data on its own (about three times the cost of native JSON for a page of
 * rows with nested prices); a list the page only reads goes cheaper as one string. The server's own
 * render reads the value itself (kept beside the text, hidden from the encoder), so only the
 * browser parses.
 */
export type Packed<T> = { readonly packed: string; readonly __type?: T };

const VALUE = "value";

export function pack<T>(value: T): Packed<T> {
  // not enumerable: the encoder, which walks Object.keys, leaves it out of what the browser gets
  return Object.defineProperty({ packed: JSON.stringify(value) }, VALUE, { value, enumerable: false });
}

export function usePacked<T>(packed: Packed<T>): T {
  return useMemo(() => (VALUE in packed ? (packed as unknown as Record<typeof VALUE, T>)[VALUE] : (JSON.parse(packed.packed) as T)), [packed]);
}
