'use strict';

/**
 * What the site and the CMS both know about leads (kinds of form, statuses, e-mail statuses, retention, course
 * names), written once in the site's lib/leads/facts.json. The lead schema's enumerations repeat three of them
 * (a schema cannot import): lead-facts.test.js fails when they drift.
 */
module.exports = require('../../../lib/leads/facts.json');
