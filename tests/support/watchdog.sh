# Sourced by tests/support/phases.sh: `watched NAME BUDGET_MINUTES vitest-command…` runs a vitest phase
# and stops it when no test has started or ended for five minutes (it is hung: every test and hook has
# a time-out of 30 s to 3 min, tests/vitest.config.ts), or when it runs past its budget. Once, in CI,
# the API suite sat for 85 minutes with one test file started and never finished, and the whole run
# was lost to CI's own time limit. A stopped phase says what it was doing — its processes, the test
# files still running (tests/support/running-reporter.ts), and what each idle Node process waits on
# (one spinning at full CPU answers no report: its line in the process list says so) — and fails with
# 124. Nothing is run again: a hang is a fault to find, not to retry.

WATCHDOG_HUNG=""

watched() {
  local name=$1 budget_s=$(($2 * 60)) stall_s=${WATCHDOG_LIMIT_S:-300} pid started last rc reports nodes why=""
  shift 2
  budget_s=${WATCHDOG_BUDGET_S:-$budget_s} # tests/unit/watchdog.test.ts sets seconds
  reports=$(mktemp -d)
  # a process group of its own (setsid), so the phase can be read and stopped whole; each Node
  # process writes a diagnostic report (its JavaScript stack) on SIGUSR2
  WATCHDOG_RUNNING="$reports/running.txt" NODE_OPTIONS="${NODE_OPTIONS:-} --report-on-signal --report-signal=SIGUSR2 --report-directory=$reports" setsid "$@" &
  pid=$!
  started=$(date +%s)
  while kill -0 "$pid" 2>/dev/null; do
    # the last sign of progress: the reporter's last write, else the phase's start
    last=$(stat -c %Y "$reports/running.txt" 2>/dev/null || echo "$started")
    if [ $(($(date +%s) - last)) -ge "$stall_s" ]; then
      why="no test started or ended for $stall_s s"
      break
    fi
    if [ $(($(date +%s) - started)) -ge "$budget_s" ]; then
      why="still running after its budget of $budget_s s"
      break
    fi
    sleep 1
  done
  if [ -z "$why" ]; then
    rc=0
    wait "$pid" || rc=$?
    rm -rf "$reports"
    return "$rc"
  fi
  echo "!! $name: $why; stopped, not run again. The test files still running:"
  cat "$reports/running.txt" 2>/dev/null || echo "   (none reported)"
  echo "!! its processes:"
  ps -o pid,ppid,stat,pcpu,etime,args -g "$pid" | cut -c1-220 || true
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
  return 124
}
