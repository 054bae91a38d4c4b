import { useEffect, useRef, useState } from "react";

/**
 * The value of a controlled field rendered on the server. It starts at `initial` and follows it
 * when `initial` (or `key`: another record, the server's echo of a refused save) changes later. On
 * hydration it adopts what the person already typed or chose in the server's element: a page is
 * usable before its script runs, and React's first re-render would otherwise put the old value back.
 */
export function useFieldState(initial: string, id: string, key?: unknown) {
  const [value, setValue] = useState(initial);
  const last = useRef({ initial, key });
  useEffect(() => {
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
