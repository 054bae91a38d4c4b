// Playwright hands a worker the next file in its queue, and its queue is the projects in the config's
// order, each project's files by name. Two workers finish together only when the long files do not
// come last (issue 37: files ordered by measured cost), so the spec files are cut into projects by
// the cost measured on a full run (tests/support/file-costs.json, written by file-costs.mjs from the
// list reporter's output), the dearest first. A worker starts afresh when it moves to the next project
// (a project is part of what a worker is bound to): a few cuts keep that to a few seconds a run.

export interface CostPart {
  name: string;
  files: string[];
}

/**
 * Cuts `files` (paths relative to the repository root) into parts of falling cost: the dearest files
 * that make up `shares[0]` of the measured total first, then the next share, the rest last. A file
 * with no measured cost (new since the last measurement) counts as the median file: it should not be
 * left for the end, nor push a measured long one back.
 */
export function costParts(files: string[], costs: Record<string, number>, shares: number[]): CostPart[] {
  const known = files.map((f) => costs[f]).filter((c): c is number => typeof c === "number");
  const median = known.length ? [...known].sort((a, b) => a - b)[Math.floor(known.length / 2)] : 1;
  const cost = (f: string) => costs[f] ?? median;
  const dearestFirst = [...files].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b));
  const total = dearestFirst.reduce((sum, f) => sum + cost(f), 0);
  const parts: string[][] = [];
  let bound = 0;
  let taken = 0;
  let at = 0;
  for (const share of shares) {
    bound += share * total;
    const part: string[] = [];
    // a part short of its bound takes at least one file, even one dearer than the share; a part whose
    // bound the earlier ones passed already takes none (one project fewer, one worker start fewer)
    while (at < dearestFirst.length && taken < bound && (!part.length || taken + cost(dearestFirst[at]) <= bound)) {
      taken += cost(dearestFirst[at]);
      part.push(dearestFirst[at++]);
    }
    if (part.length) parts.push(part);
  }
  if (at < dearestFirst.length) parts.push(dearestFirst.slice(at));
  return parts.map((files, i) => ({ name: `cost-${i + 1}`, files }));
}
