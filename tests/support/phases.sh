# Sourced by .ci/run and tests/run-all.sh: `phase NAME BUDGET_MINUTES command…` runs one phase of the
# suite within a time budget and notes its minutes and result. The first script that sources this
# file (.ci/run, or tests/run-all.sh run alone) prints the table of all phases as the last lines of
# its output, from an EXIT trap, so a run that fails or is stopped shows it too, its phase marked.
#
# A budget is about twice what the phase takes on the 2-core CI machine: it is there to stop a hang
# long before CI's own 90-minute limit, not to measure. A plain command runs under `timeout`; a
# vitest phase (`vitest_phase`) is stopped by its watchdog (tests/support/watchdog.sh), which also
# stops it after five minutes without progress and names the test files still running.

source "$(dirname "${BASH_SOURCE[0]}")/watchdog.sh"

PHASE_NOW="" # the phase running, for the table when the script stops inside it
if [ -z "${PHASES_FILE:-}" ]; then
  PHASES_FILE=$(mktemp)
  export PHASES_FILE
  PHASES_OWNER=1
else
  PHASES_OWNER=""
fi

phase() {
  local name=$1 budget=$2 started rc=0
  shift 2
  echo "== $name (budget $budget min)"
  PHASE_NOW="$name	$budget	$(date +%s)"
  started=$(date +%s)
  if [ "$(type -t "$1")" = function ]; then
    "$@" || rc=$?
  else
    timeout --kill-after=30s "${budget}m" "$@" || rc=$?
  fi
  PHASE_NOW=""
  local result=ok
  if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
    result="FAILED: stopped (hung, or over its budget)"
    echo "!! $name: stopped after $(($(date +%s) - started)) s (budget $budget min)"
  elif [ "$rc" -ne 0 ]; then
    result="FAILED (exit $rc)"
  fi
  printf '%s\t%s\t%s\t%s\n' "$name" "$budget" "$(($(date +%s) - started))" "$result" >>"$PHASES_FILE"
  return "$rc"
}

# a vitest phase: under its watchdog, which names the test files still running when it stops it
vitest_phase() {
  local name=$1 budget=$2
  shift 2
  phase "$name" "$budget" watched "$name" "$budget" "$@"
}

phases_on_exit() {
  local rc=$?
  if [ -n "$PHASE_NOW" ]; then
    IFS=$'\t' read -r name budget started <<<"$PHASE_NOW"
    printf '%s\t%s\t%s\t%s\n' "$name" "$budget" "$(($(date +%s) - started))" "FAILED: interrupted" >>"$PHASES_FILE"
  fi
  [ -n "$PHASES_OWNER" ] || return 0
  echo
  echo "== phases (exit $rc)"
  printf '%-28s %6s %8s  %s\n' phase budget minutes result
  awk -F'\t' '
    { printf "%-28s %6s %8.1f  %s\n", $1, $2, $3 / 60, $4; total += $3 }
    END { printf "%-28s %6s %8.1f\n", "total", "", total / 60 }
  ' "$PHASES_FILE"
  rm -f "$PHASES_FILE"
}
trap phases_on_exit EXIT
