#!/usr/bin/env bash
# Builds the site as the end-to-end tests need it (e-mail service configured with test ids, into .next-e2e)
# and runs Playwright against `next start` in the system's Chromium. Extra arguments go to Playwright.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/e2e-env.sh
bash scripts/ensure-chromium.sh
# The bundled CMS the blog tests run against (installed on the first run only).
node scripts/cms.mjs install
# Its admin panel, which the admin specs click through: built when its sources changed since the last build.
node scripts/cms.mjs build-admin
# Its server, compiled once for the run (nothing to do when its sources did not change): the hub's restarts
# of Strapi then start at once.
node scripts/cms.mjs compile
# E2E_SKIP_BUILD=1 reuses the last end-to-end build (handy while writing tests; CI always builds).
if [ "${E2E_SKIP_BUILD:-}" != "1" ]; then
  # Built while the CMS is down, as a deployment may be: the build must succeed with an empty blog.
  if curl -s --max-time 2 -o /dev/null "${BLOG_API_URL}"; then
    echo "Something answers on ${BLOG_API_URL}: stop it, the e2e build runs with the CMS down." >&2
    exit 1
  fi
  echo "Building the site for the end-to-end tests (${NEXT_DIST_DIR})…"
  npx next build > "${E2E_LOG_DIR}/e2e-build.log" 2>&1 || { tail -n 60 "${E2E_LOG_DIR}/e2e-build.log"; exit 1; }
fi
# The site's own lead store starts empty, like the CMS's database.
rm -rf "${LEADS_DIR}"
status=0
npx playwright test "$@" || status=$?
# Ordinary use of the CMS logs no error: e2e/cms-hub.mjs kept every error line Strapi logged during the run.
if [ -s "${E2E_LOG_DIR}/cms-errors.log" ]; then
  echo "The CMS logged errors during the run (${E2E_LOG_DIR}/cms-errors.log, whole log in ${E2E_LOG_DIR}/cms.log):" >&2
  head -n 40 "${E2E_LOG_DIR}/cms-errors.log" >&2
  status=1
fi
exit "$status"
