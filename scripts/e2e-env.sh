# Environment of the end-to-end build and run; sourced by scripts/e2e.sh. Ports come from the environment.
export NEXT_DIST_DIR=".next-e2e"
export E2E_PORT="${E2E_PORT:-4311}"
export E2E_LOG_DIR="${E2E_LOG_DIR:-test-results}"
mkdir -p "$E2E_LOG_DIR"
export NEXT_TELEMETRY_DISABLED=1
export NEXT_PUBLIC_SITE_URL="http://127.0.0.1:${E2E_PORT}"
# The institute's identity, configured (README.md, "Make it your institute's"): the pages, the PDFs and the CMS's messages
# show these; the stack's tests run the sample identity.
export INSTITUTE_NAME="Sahyadri Code Academy"
export INSTITUTE_PHONE="+91 20 4000 1234"
export INSTITUTE_EMAIL="hello@sahyadri-code.example"
export INSTITUTE_WHATSAPP="+91 90000 12345"
export GRIEVANCE_OFFICER_NAME="Meera Joshi"
export GRIEVANCE_OFFICER_EMAIL="dpo@sahyadri-code.example"
# The e-mail service as the tests see it: fixed test ids, calls intercepted in the browser.
export NEXT_PUBLIC_EMAILJS_PUBLIC_KEY="e2e-public-key"
export NEXT_PUBLIC_EMAILJS_SERVICE_ID="e2e-service"
export NEXT_PUBLIC_EMAILJS_TEMPLATE_ID="e2e-template-enquiry"
export NEXT_PUBLIC_EMAILJS_TEMPLATE_CONTACT="e2e-template-contact"
export NEXT_PUBLIC_EMAILJS_TEMPLATE_DEMO="e2e-template-demo"
export NEXT_PUBLIC_EMAILJS_TEMPLATE_DEMO_CALL="e2e-template-demo-call"
export NEXT_PUBLIC_EMAILJS_TEMPLATE_CERTIFICATION="e2e-template-certification"
export NEXT_PUBLIC_EMAILJS_TEMPLATE_APPLICATION="e2e-template-application"
# The blog: the bundled CMS behind the tests' proxy (e2e/cms-hub.mjs). The window is short enough to see
# the time-based regeneration within a test, and long enough to tell it from the webhook's.
export E2E_CMS_PORT="${E2E_CMS_PORT:-4337}"
export E2E_STRAPI_PORT="${E2E_STRAPI_PORT:-4338}"
export BLOG_API_URL="http://127.0.0.1:${E2E_CMS_PORT}"
export BLOG_REVALIDATE_SECONDS=45
export REVALIDATE_SECRET="e2e-revalidate-secret"
export CMS_API_TOKEN="e2e-cms-api-token"
# The CMS's Preview button: the secret both sides share, and a token that reads posts and drafts only (the CMS
# makes it).
export PREVIEW_SECRET="e2e-preview-secret"
export CMS_PREVIEW_TOKEN="e2e-cms-preview-token"
export BLOG_PREVIEW_TOKEN="${CMS_PREVIEW_TOKEN}"
# Leads: the CMS makes a token that may create leads, with their CVs (and nothing else); the site keeps
# what the CMS cannot take yet in its own folder, emptied before each run.
export CMS_LEADS_TOKEN="e2e-cms-leads-token"
export LEADS_API_TOKEN="${CMS_LEADS_TOKEN}"
export LEADS_DIR=".leads-e2e"
# A request body that stops arriving is cut off after 2 s instead of 10 (e2e/request-bodies.spec.ts trickles one);
# the browser's own forms arrive in milliseconds here.
export REQUEST_BODY_SECONDS=2
# The visitors' Core Web Vitals histograms (no Redis here): a folder of their own, apart from a developer's.
export VITALS_DIR=".vitals-e2e"
# Data requests: the CMS makes a token that may create requests and pass on their codes (and nothing
# else), and sends it back to the site to purge an erased person's leads from the outbox.
export CMS_DATA_REQUESTS_TOKEN="e2e-cms-data-requests-token"
export DATA_REQUESTS_API_TOKEN="${CMS_DATA_REQUESTS_TOKEN}"
# The e2e CMS's private uploads (CVs), apart from a developer's: the hub gives Strapi this folder, the specs look
# into it.
export E2E_CMS_PRIVATE_UPLOADS="${E2E_CMS_PRIVATE_UPLOADS:-cms/.tmp/e2e-private-uploads}"
# Lead channels, all on: Meta lead ads against the tests' own stand-in for the Graph API (e2e/graph-fake.cjs,
# started by e2e/channels.spec.ts on E2E_GRAPH_PORT), Google Ads lead forms, and listing sites read from the
# CMS with a token that may read them and nothing else (the CMS makes it).
export E2E_GRAPH_PORT="${E2E_GRAPH_PORT:-4340}"
export META_APP_SECRET="e2e-meta-app-secret-0123456789"
export META_VERIFY_TOKEN="e2e-meta-verify-token"
export META_PAGE_ACCESS_TOKEN="e2e-meta-page-access-token"
export META_GRAPH_URL="http://127.0.0.1:${E2E_GRAPH_PORT}"
export GOOGLE_LEAD_FORM_KEY="e2e-google-lead-form-key"
export CMS_PUBLISHERS_TOKEN="e2e-cms-publishers-token"
export PUBLISHERS_API_TOKEN="${CMS_PUBLISHERS_TOKEN}"
# The tests' SMTP server, which the CMS sends its alerts and e-mails through.
export E2E_SMTP_PORT="${E2E_SMTP_PORT:-4336}"
# The CMS's acknowledgements to enquirers: by e-mail (the tests' SMTP server, E2E_SMTP_PORT) and by WhatsApp,
# through the Graph stand-in the CMS hub serves itself (e2e/cms-hub.mjs points the CMS's META_GRAPH_URL there).
export WHATSAPP_PHONE_NUMBER_ID="106540352242922"
export WHATSAPP_ACCESS_TOKEN="e2e-whatsapp-access-token"
export WHATSAPP_TEMPLATE_NAME="enquiry_acknowledgement"
export WHATSAPP_TEMPLATE_LANGUAGE="en"
