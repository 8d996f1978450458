#!/usr/bin/env bash
# Builds the site as the end-to-end tests need it (e-mail service configured with test ids, into .next-e2e)
# and runs Playwright against `next start` in the system's Chromium. Extra arguments go to Playwright.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/e2e-env.sh
bash scripts/ensure-chromium.sh
# E2E_SKIP_BUILD=1 reuses the last end-to-end build (handy while writing tests; CI always builds).
if [ "${E2E_SKIP_BUILD:-}" != "1" ]; then
  echo "Building the site for the end-to-end tests (${NEXT_DIST_DIR})…"
  npx next build > "${E2E_LOG_DIR}/e2e-build.log" 2>&1 || { tail -n 60 "${E2E_LOG_DIR}/e2e-build.log"; exit 1; }
fi
npx playwright test "$@"
