import { useMemo } from "react";

/**
 * A large list handed from a loader to its page as one JSON text. Remix's stream encoder flattens
 * every value of loader data on its own (about three times the cost of native JSON for a page of
 * rows with nested prices); a list the page only reads goes cheaper as one string. The server's own
 * render reads the value itself (kept beside the text, hidden from the encoder), so only the
 * browser parses. `packed` is null where the document's markup already holds the list (packRows).
 */
export type Packed<T> = { readonly packed: string | null; readonly __type?: T };

const VALUE = "value";

function withValue<T>(text: string | null, value: T): Packed<T> {
  // not enumerable: the encoder, which walks Object.keys, leaves it out of what the browser gets
  return Object.defineProperty({ packed: text }, VALUE, { value, enumerable: false });
}

export function pack<T>(value: T): Packed<T> {
  return withValue(JSON.stringify(value), value);
}

/**
 * Rows a table writes as markup (ui/Markup.tsx MarkupRows). A page's document shows them in its
 * markup, so its data leaves them out and the browser keeps the rows it was served; the data of a
 * navigation (`inDocument` false) carries them, to be drawn anew.
 */
export function packRows<T>(value: T, inDocument: boolean): Packed<T> {
  return inDocument ? withValue(null, value) : pack(value);
}

const valueOf = <T>(packed: Packed<T>): T | null =>
  VALUE in packed
    ? (packed as unknown as Record<typeof VALUE, T>)[VALUE]
    : packed.packed === null
      ? null
      : (JSON.parse(packed.packed) as T);

export function usePacked<T>(packed: Packed<T>): T {
  return useMemo(() => valueOf(packed) as T, [packed]);
}

/** The rows of packRows: null in the browser while the page shows the rows of its document. */
export function usePackedRows<T>(packed: Packed<T>): T | null {
  return useMemo(() => valueOf(packed), [packed]);
}
