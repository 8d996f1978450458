#!/usr/bin/env bash
# The production stack's end-to-end tests: starts the stack (deploy/stack.mjs) on ports of its own with fresh
# state, runs e2e/stack.spec.ts against it, and stops it. The CMS's webhook goes to instance 1 only, so the
# tests see whether instance 2 and the front learn of a change through the shared cache.
set -euo pipefail
cd "$(dirname "$0")/.."
export STACK_PORT="${E2E_STACK_PORT:-4400}"
export STACK_DIR=".stack-e2e"
export STACK_INSTANCES=2
export STACK_REDIS_PORT=$((STACK_PORT + 90))
export E2E_CMS_PORT=$((STACK_PORT + 92))
export STACK_WEBHOOK_URL="http://127.0.0.1:$((STACK_PORT + 1))/api/revalidate"
export REVALIDATE_SECRET="e2e-stack-secret"
export CMS_API_TOKEN="e2e-stack-token"
# The CMS's preview, through the front: the secret both sides share and the token the site reads drafts with.
export PREVIEW_SECRET="e2e-stack-preview-secret"
export CMS_PREVIEW_TOKEN="e2e-stack-preview-token"
export BLOG_PREVIEW_TOKEN="${CMS_PREVIEW_TOKEN}"
export NEXT_PUBLIC_SITE_URL="https://127.0.0.1:$((STACK_PORT + 80))"
# The stack as a demonstration: the sample identity, which the tests check it says it is (the main e2e run
# configures one). Without this the stack refuses to start (e2e/stack.spec.ts tries that too).
export ALLOW_SAMPLE_IDENTITY=1
unset INSTITUTE_NAME INSTITUTE_PHONE INSTITUTE_EMAIL INSTITUTE_WHATSAPP GRIEVANCE_OFFICER_NAME GRIEVANCE_OFFICER_EMAIL
# The admin's origin for these two loopback addresses only: a third is refused.
export STACK_ADMIN_ALLOW="127.0.0.1, 127.0.0.2"
# The nightly backup (asked for at once by a test), copied "off the machine" into a folder of the run.
export BACKUP_KEY="e2e-stack-backup-key-0123"
export BACKUP_COPY_COMMAND="cp \"\$1\" \"$PWD/$STACK_DIR/offsite/\""
unset BLOG_API_URL CMS_PUBLIC_URL STACK_TLS_CERT STACK_TLS_KEY BACKUP_DIR PRIVATE_UPLOADS_DIR
# The stack's CMS keeps its public uploads and its secrets in the run's folder, not in cms/ (where a developer's
# npm run cms keeps them): the restore test replaces what the CMS keeps.
export CMS_PUBLIC_DIR="$PWD/$STACK_DIR/public"
export ENV_PATH="$PWD/$STACK_DIR/cms.env"
mkdir -p test-results
node deploy/stack.mjs stop >/dev/null 2>&1 || true
rm -rf "$STACK_DIR"
trap 'node deploy/stack.mjs stop' EXIT
echo "Starting the production stack for its tests (front on ${STACK_PORT})…"
mkdir -p "$STACK_DIR/offsite"
node deploy/stack.mjs start > test-results/e2e-stack-start.log 2>&1 || { tail -n 40 test-results/e2e-stack-start.log; exit 1; }
# The tests' own requests (Node's) trust the certificate the stack made, and only it; Chromium is told its key
# (playwright.stack.config.ts).
export NODE_EXTRA_CA_CERTS="$PWD/$STACK_DIR/tls/cert.pem"
npx playwright test --config playwright.stack.config.ts "$@"
