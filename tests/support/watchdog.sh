# Sourced by tests/run-all.sh and .ci/run: `watched NAME MINUTES vitest-command…` runs a vitest phase
# and calls it hung when no test has started or ended for MINUTES. Once, in CI, the API suite sat for
# 85 minutes with one test file started and never finished, and the whole run was lost to CI's own
# time limit; every test and hook has a time-out of one to three minutes, so a phase that makes no
# progress for longer is stuck, whatever the machine's speed. Then what it was doing is printed — its
# processes, the test files still running (tests/support/running-reporter.ts), and what each idle
# Node process waits on (one spinning at full CPU answers no report: its line in the process list
# says so) — and the phase runs once more. A failing phase is never run again: only a hang is.

WATCHDOG_HUNG=""

watched() {
  local name=$1 limit_s=$(($2 * 60)) attempt pid started last rc reports nodes
  shift 2
  limit_s=${WATCHDOG_LIMIT_S:-$limit_s} # tests/unit/watchdog.test.ts sets seconds
  for attempt in 1 2; do
    reports=$(mktemp -d)
    # a process group of its own (setsid), so the phase can be read and stopped whole; each Node
    # process writes a diagnostic report (its JavaScript stack) on SIGUSR2
    WATCHDOG_RUNNING="$reports/running.txt" NODE_OPTIONS="${NODE_OPTIONS:-} --report-on-signal --report-signal=SIGUSR2 --report-directory=$reports" setsid "$@" &
    pid=$!
    started=$(date +%s)
    while kill -0 "$pid" 2>/dev/null; do
      # the last sign of progress: the reporter's last write, else the phase's start
      last=$(stat -c %Y "$reports/running.txt" 2>/dev/null || echo "$started")
      [ $(($(date +%s) - last)) -lt "$limit_s" ] || break
      sleep 1
    done
    if ! kill -0 "$pid" 2>/dev/null; then
      rc=0
      wait "$pid" || rc=$?
      rm -rf "$reports"
      return "$rc"
    fi
    echo "!! $name: no test started or ended for $limit_s s (attempt $attempt); its processes:"
    ps -o pid,ppid,stat,pcpu,etime,args -g "$pid" | cut -c1-220 || true
    cat "$reports/running.txt" 2>/dev/null || true
    nodes=$(pgrep -g "$pid" -x node | wc -l || true)
    pgrep -g "$pid" -x node | xargs -r kill -USR2 2>/dev/null || true
    for _ in 1 2 3 4 5 6 7 8 9 10; do
      [ "$(ls "$reports" | grep -c '^report')" -ge "$nodes" ] && break
      sleep 1
    done
    node -e '
      const fs = require("fs"), path = require("path");
      for (const f of fs.readdirSync(process.argv[1]).filter((f) => f.startsWith("report."))) {
        const r = JSON.parse(fs.readFileSync(path.join(process.argv[1], f), "utf8"));
        console.log(`-- pid ${r.header.processId}: ${r.header.commandLine.join(" ").slice(0, 200)}`);
        console.log(`   ${r.javascriptStack.message}`);
        for (const line of (r.javascriptStack.stack || []).slice(0, 25)) console.log(`   ${line}`);
        // an idle process waits on something: what it holds open says what
        const open = r.libuv.filter((h) => h.is_active && ["tcp", "udp", "pipe", "timer", "process", "fs_event"].includes(h.type));
        console.log(`   waiting on: ${open.map((h) => h.type + (h.remoteEndpoint ? ` ${h.remoteEndpoint.host}:${h.remoteEndpoint.port}` : "")).join(", ") || "nothing"}`);
      }' "$reports" || true
    kill -KILL -- "-$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    rm -rf "$reports"
    WATCHDOG_HUNG="$WATCHDOG_HUNG $name"
  done
  echo "!! $name hung twice"
  return 124
}
