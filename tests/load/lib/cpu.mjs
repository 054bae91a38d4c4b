// CPU seconds used by a process and its descendants (Linux /proc), to show where the machine's
// time went during a run: the console's workers, the API, PostgreSQL, the load generator itself.
import fs from "node:fs";

const TICKS = 100; // USER_HZ on Linux

function children(pid) {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((t) => fs.readFileSync(`/proc/${pid}/task/${t}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

function own(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(f[11]) + Number(f[12])) / TICKS; // utime + stime
  } catch {
    return 0;
  }
}

/** CPU seconds of pid and everything under it, right now. */
export function cpuSeconds(pid) {
  let total = own(pid);
  for (const c of children(pid)) total += cpuSeconds(c);
  return total;
}

/** CPU seconds of every process whose command line matches `re` (e.g. the PostgreSQL server). */
export function cpuSecondsMatching(re) {
  let total = 0;
  for (const d of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (re.test(fs.readFileSync(`/proc/${d}/cmdline`, "utf8"))) total += own(Number(d));
    } catch {
      /* gone */
    }
  }
  return total;
}
