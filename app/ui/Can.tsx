import { useMatches } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * The function-permission keys the user holds on the current page: the `keys` its route loader
 * returned (the guard computed them; the action checks the same key again on the server).
 */
export function useKeys(): readonly string[] {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const keys = (matches[i].data as { keys?: string[] } | undefined)?.keys;
    if (keys) return keys;
  }
  return [];
}

/** Shows its children only to holders of the function-permission key. */
export function Can({ need, children }: { need: string; children: ReactNode }) {
  return useKeys().includes(need) ? <>{children}</> : null;
}
