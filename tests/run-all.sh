#!/usr/bin/env bash
# `npm test`: the whole suite. Unit tests, API integration tests (on the PostgreSQL server at
# DATABASE_URL when it is set, else on the embedded PGlite), then a production build driven end to end
# in Debian's Chromium (installed here if missing), after the fault tests that start that build as
# processes of their own (the PostgreSQL ones only when DATABASE_URL is set).
set -euo pipefail
cd "$(dirname "$0")/.."

bash tests/ensure-chromium.sh
# `watched`: a vitest phase that stops making progress is reported and run once more
source tests/support/watchdog.sh
trap '[ -z "$WATCHDOG_HUNG" ] || echo "!! hung, and run again:$WATCHDOG_HUNG"' EXIT

echo "== unit"
watched unit 5 npx vitest run --config tests/vitest.config.ts --project unit

# the API suite on one database per run: the PostgreSQL server when DATABASE_URL is set, else the
# embedded PGlite (CI sets it, then runs the suite on PGlite under Node 22: .ci/run). For both in
# one go: API_BOTH_DATABASES=1.
if [ -z "${DATABASE_URL:-}" ] || [ -n "${API_BOTH_DATABASES:-}" ]; then
  echo "== api (PGlite)"
  watched "api (PGlite)" 5 env -u DATABASE_URL npx vitest run --config tests/vitest.config.ts --project api
fi
if [ -n "${DATABASE_URL:-}" ]; then
  echo "== api (PostgreSQL at DATABASE_URL)"
  watched "api (PostgreSQL)" 5 npx vitest run --config tests/vitest.config.ts --project api
fi

echo "== build"
npm run build --silent

echo "== console in-process (authz matrix and raw-key sweep through the built request handler)"
watched console 5 npx vitest run --config tests/vitest.config.ts --project console

echo "== faults (built API and console as processes: API down/hung, database cut, kill before commit)"
watched faults 5 npx vitest run --config tests/vitest.config.ts --project faults

echo "== ops (built launcher, CLI beside a running API, instances sharing one database)"
watched ops 5 npx vitest run --config tests/vitest.config.ts --project ops

# axe over every resource-shaped page (not the day's slice) when the last commit changed the
# shared UI, the shape or the catalogs (tests/e2e/every-page.ts); AXE_FULL=1 asks for it by hand
if [ -z "${AXE_FULL:-}" ] && ! git diff --quiet HEAD~1 -- app/ui app/features/resource app/locales 2>/dev/null; then
  export AXE_FULL=1
fi

echo "== e2e (Chromium)"
env -u DATABASE_URL npx playwright test --config tests/playwright.config.ts
