import { useEffect, useLayoutEffect, useRef, useState } from "react";

// On the server there is nothing to adopt (and React warns about layout effects there).
const useAdoptEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * The value of a controlled field rendered on the server. It starts at `initial` and follows it
 * when `initial` (or `key`: another record, the server's echo of a refused save) changes later. On
 * hydration it adopts what the person already typed or chose in the server's element: a page is
 * usable before its script runs, and React's first re-render would otherwise put the old value back.
 */
export function useFieldState(initial: string, id: string, key?: unknown) {
  const [value, setValue] = useState(initial);
  const last = useRef({ initial, key });
  useAdoptEffect(() => {
    // In the commit itself, not after it: an update made in a later (passive) effect waits behind the
    // next event's render, which puts a controlled select's rendered value back into the element.
    const el = document.getElementById(id) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;
    if (el && typeof el.value === "string" && el.value !== initial) setValue(el.value);
    // once, when the element first belongs to React
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (last.current.initial === initial && last.current.key === key) return;
    last.current = { initial, key };
    setValue(initial);
  }, [initial, key]);
  return [value, setValue] as const;
}
