#!/usr/bin/env bash
# `npm test`: the whole suite. Unit tests, API integration tests on the embedded PGlite (and on
# the PostgreSQL server too when DATABASE_URL is set), then a production build driven end to end
# in Debian's Chromium (installed here if missing).
set -euo pipefail
cd "$(dirname "$0")/.."

bash tests/ensure-chromium.sh

echo "== unit"
npx vitest run --config tests/vitest.config.ts --project unit

echo "== api (PGlite)"
env -u DATABASE_URL npx vitest run --config tests/vitest.config.ts --project api

if [ -n "${DATABASE_URL:-}" ]; then
  echo "== api (PostgreSQL at DATABASE_URL)"
  npx vitest run --config tests/vitest.config.ts --project api
fi

echo "== build"
npm run build --silent

echo "== e2e (Chromium)"
env -u DATABASE_URL npx playwright test --config tests/playwright.config.ts
