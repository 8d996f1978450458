#!/usr/bin/env bash
# `npm test`: everything, in the order that fails fastest. CI (.ci/run) runs exactly this after `npm install`.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
echo "== lint";        npx eslint . --max-warnings 0
echo "== format";      npx prettier --check .
# The bundled CMS's own packages (Strapi, its TypeScript, knex, better-sqlite3): installed here on a fresh clone,
# before its type check and unit tests need them.
node scripts/cms.mjs install
echo "== type check";  npx tsc --noEmit
# The CMS with its own tsconfig files (TypeScript 5.9 as Strapi's build compiles it): its server code, compiled
# into cms/dist as the end-to-end tests then run it; the server's tests; the admin panel's code.
echo "== CMS type check"
node scripts/cms.mjs compile
(cd cms && npx tsc -p tsconfig.test.json && npx tsc -p src/admin/tsconfig.json --noEmit)
# The lead store's tests and the lead fault run use a real Redis (Debian's, as the production stack does).
if ! command -v redis-server >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" = "0" ] || SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq redis-server >/dev/null
fi
# The site's and the CMS's unit tests (jest.config.ts: two projects, the CMS's in Node).
echo "== unit tests";  npx jest --ci --json --outputFile=test-results/jest.json
echo "== backup and restore"; bash scripts/e2e-backup.sh
echo "== end-to-end";  bash scripts/e2e.sh
echo "== production stack"; bash scripts/e2e-stack.sh
node scripts/test-summary.mjs
