#!/usr/bin/env bash
# The CMS's backups end to end (e2e/backup.spec.ts): a bundled CMS of its own on SQLite, on
# E2E_BACKUP_CMS_PORT (E2E_CMS_PORT + 4, 4341), its files in test-results/backup-e2e. Extra arguments go
# to Playwright.
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/cms.mjs install
export E2E_BACKUP_CMS_PORT="${E2E_BACKUP_CMS_PORT:-$(( ${E2E_CMS_PORT:-4337} + 4 ))}"
if curl -s --max-time 2 -o /dev/null "http://127.0.0.1:${E2E_BACKUP_CMS_PORT}"; then
  echo "Something answers on port ${E2E_BACKUP_CMS_PORT}: stop it, the backup test starts a CMS there." >&2
  exit 1
fi
npx playwright test --config playwright.backup.config.ts "$@"
