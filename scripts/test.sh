#!/usr/bin/env bash
# `npm test`: everything, in the order that fails fastest. CI (.ci/run) runs exactly this after `npm install`.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
echo "== lint";        npx eslint . --max-warnings 0
echo "== format";      npx prettier --check .
echo "== type check";  npx tsc --noEmit
# The lead store's tests and the lead fault run use a real Redis (Debian's, as the production stack does).
if ! command -v redis-server >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" = "0" ] || SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq redis-server >/dev/null
fi
echo "== unit tests";  npx jest --ci --json --outputFile=test-results/jest.json
# The CMS's own code (cms/, plain JavaScript that Strapi loads as it is) with Node's test runner: `*.test.js`
# beside the code they test.
echo "== CMS unit tests"
# Some run on the CMS's own packages (knex, better-sqlite3): installed here on a fresh clone, before e2e needs them.
node scripts/cms.mjs install
mapfile -t cms_tests < <(find cms/src cms/config cms/database -name '*.test.js' -not -path '*/node_modules/*' | sort)
if [ "${#cms_tests[@]}" -gt 0 ]; then node --test "${cms_tests[@]}"; fi
echo "== backup and restore"; bash scripts/e2e-backup.sh
echo "== end-to-end";  bash scripts/e2e.sh
echo "== production stack"; bash scripts/e2e-stack.sh
node scripts/test-summary.mjs
