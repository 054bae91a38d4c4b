// Latency and outcome per action, and the report table.

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

export class Stats {
  /** @type {Map<string, { ms: number[], errors: number, conflicts: number }>} */
  actions = new Map();
  /** @type {{ action: string, detail: string }[]} */
  errorSamples = [];

  #entry(action) {
    let e = this.actions.get(action);
    if (!e) this.actions.set(action, (e = { ms: [], errors: 0, conflicts: 0 }));
    return e;
  }

  /** one HTTP request; `outcome` is ok | conflict | error */
  record(action, ms, outcome, detail) {
    const e = this.#entry(action);
    e.ms.push(ms);
    if (outcome === "conflict") e.conflicts++;
    if (outcome === "error") {
      e.errors++;
      if (this.errorSamples.length < 20) this.errorSamples.push({ action, detail: String(detail).slice(0, 300) });
    }
  }

  summary(seconds) {
    const row = (name, ms, errors, conflicts) => {
      const sorted = [...ms].sort((a, b) => a - b);
      return {
        name,
        requests: sorted.length,
        rps: sorted.length / seconds,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted[sorted.length - 1] ?? NaN,
        errors,
        conflicts,
      };
    };
    const names = [...this.actions.keys()].sort();
    const all = row(
      "ALL",
      names.flatMap((n) => this.actions.get(n).ms),
      names.reduce((s, n) => s + this.actions.get(n).errors, 0),
      names.reduce((s, n) => s + this.actions.get(n).conflicts, 0),
    );
    return { all, per: names.map((n) => row(n, this.actions.get(n).ms, this.actions.get(n).errors, this.actions.get(n).conflicts)) };
  }
}

export function table(head, rows) {
  const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? "").length)));
  const line = (cells) =>
    "| " + cells.map((c, i) => (i === 0 ? String(c ?? "").padEnd(w[i]) : String(c ?? "").padStart(w[i]))).join(" | ") + " |";
  return [line(head), "|" + w.map((n) => "-".repeat(n + 2)).join("|") + "|", ...rows.map(line)].join("\n");
}
