// Next's defaults. This file must exist: without one, Next would take the site's next.config.ts from a
// parent folder.
const config = {};

export default config;
