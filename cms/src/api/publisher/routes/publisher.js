'use strict';

const { factories } = require('@strapi/strapi');

// Read only, and only for a token allowed to (the site's PUBLISHERS_API_TOKEN): the keys are secrets. Marketers
// add and change listing sites in the admin.
module.exports = factories.createCoreRouter('api::publisher.publisher', { only: ['find'] });
