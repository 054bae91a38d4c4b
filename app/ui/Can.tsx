import type { ReactNode } from "react";

/** Shows its children only to holders of the function-permission key (the action checks again). */
export function Can({ keys, need, children }: { keys: readonly string[]; need: string; children: ReactNode }) {
  return keys.includes(need) ? <>{children}</> : null;
}
