#!/usr/bin/env bash
# `npm test`: the whole suite. Unit tests, API integration tests (on the PostgreSQL server at
# DATABASE_URL when it is set, else on the embedded PGlite), then a production build driven end to end
# in Debian's Chromium (installed here if missing), after the fault tests that start that build as
# processes of their own (the PostgreSQL ones only when DATABASE_URL is set). Each phase runs within
# a budget of minutes and the table of phases ends the output (tests/support/phases.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source tests/support/phases.sh

VITEST=(npx vitest run --config tests/vitest.config.ts)

phase chromium 5 bash tests/ensure-chromium.sh
# UNIT_SUITE=skip leaves the unit suite to another leg: CI's (.ci/run) runs it once, on Node 22
if [ "${UNIT_SUITE:-run}" != skip ]; then
  vitest_phase unit 10 "${VITEST[@]}" --project unit
fi

# the API suite on one database per run: the PostgreSQL server when DATABASE_URL is set, else the
# embedded PGlite. For both in one go: API_BOTH_DATABASES=1. API_SUITE=embedded runs only the files
# about the embedded database itself, on PGlite: CI's way (.ci/run), where the whole suite runs once,
# on Node 22 against PostgreSQL, and this leg (Node 20) proves the embedded path.
EMBEDDED_API_FILES=(tests/api/auth.test.ts tests/api/db-template.test.ts tests/api/db-checks.test.ts tests/api/db-errors.test.ts
  tests/api/concurrent-edits.test.ts tests/api/idempotency.test.ts tests/api/jobs.test.ts tests/api/shutdown.test.ts)
if [ "${API_SUITE:-full}" = embedded ]; then
  vitest_phase "api (PGlite, embedded-path files)" 10 env -u DATABASE_URL "${VITEST[@]}" --project api "${EMBEDDED_API_FILES[@]}"
else
  if [ -z "${DATABASE_URL:-}" ] || [ -n "${API_BOTH_DATABASES:-}" ]; then
    vitest_phase "api (PGlite)" 30 env -u DATABASE_URL "${VITEST[@]}" --project api
  fi
  if [ -n "${DATABASE_URL:-}" ]; then
    vitest_phase "api (PostgreSQL)" 30 "${VITEST[@]}" --project api
  fi
fi

phase build 5 npm run build --silent
# the console's authz matrix and raw-key sweep through the built request handler, no browser
vitest_phase "console (in-process)" 15 "${VITEST[@]}" --project console
# the built API and console as processes: API down/hung, database cut, kill before commit; the
# built launcher, the CLI beside a running API, instances sharing one database (two files at a time)
vitest_phase "faults and ops" 15 "${VITEST[@]}" --project faults --project ops
# axe over every resource-shaped page (not the day's slice, tests/e2e/every-page.ts) when the shared
# UI, the shape or the catalogs differ from the commit the last full pass scanned, recorded in
# tests/e2e/axe-full-pass.txt (so a stop whose last commit is docs only still gets it after earlier
# commits changed them); AXE_FULL=1 asks for it by hand
AXE_PATHS=(app/ui app/features/resource app/domain app/locales)
AXE_RECORD=tests/e2e/axe-full-pass.txt
if [ -z "${AXE_FULL:-}" ] && ! git diff --quiet "$(cat "$AXE_RECORD" 2>/dev/null || echo none)" -- "${AXE_PATHS[@]}" 2>/dev/null; then
  export AXE_FULL=1
fi
# every test has its own time-out (tests/playwright.config.ts); the budget stops a run that hangs
phase "e2e (Chromium)" 40 env -u DATABASE_URL npx playwright test --config tests/playwright.config.ts
# a full pass that passed on committed files is the new mark (commit the file to keep it)
if [ "${AXE_FULL:-}" = 1 ] && git diff --quiet HEAD -- "${AXE_PATHS[@]}"; then git rev-parse HEAD >"$AXE_RECORD"; fi
