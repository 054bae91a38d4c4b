/**
 * How many consoles the e2e suite starts: one per worker (E2E_WORKERS, default 2 — the machine's
 * two cores), each with its API and PGlite folder, on E2E_PORT (default 3100) + 2 × its index and
 * the port above. fixtures.ts finds a worker's own from its parallel index.
 */
export const E2E_SERVERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export function e2ePorts(index: number) {
  const console = Number(process.env.E2E_PORT ?? 3100) + 2 * index;
  return { console, api: console + 1 };
}
