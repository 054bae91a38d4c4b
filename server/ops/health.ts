/**
 * Asks `url` until it answers 2xx: true then; false once `timeoutMs` has passed or `stopIf` holds
 * (a process that has exited will not become healthy). The launcher waits for its processes with
 * it, and the console's primary for the API before forking its other workers.
 */
export async function becomesHealthy(
  url: string,
  { timeoutMs, intervalMs, stopIf }: { timeoutMs: number; intervalMs: number; stopIf?: () => boolean },
): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !stopIf?.()) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  return false;
}
