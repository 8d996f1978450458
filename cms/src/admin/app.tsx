/** Where the admin keeps the interface language a user chose (Strapi's own key). */
const LANGUAGE_KEY = 'strapi-admin-language';

/**
 * The admin panel's own settings. What each domain adds to the admin (the admissions dashboard, the leads'
 * list and panels, the erasure button, the blog's schedule) is in the admin half of its plugin (src/plugins/{name}/admin).
 */
const adminApp = {
  config: {
    // British English: dates read day, month, year, as the institute writes them.
    locales: ['en-GB'],
    tutorials: false,
    notifications: { releases: false },
  },
  register() {
    // The default for everyone who has not picked a language in their profile.
    if (!window.localStorage.getItem(LANGUAGE_KEY)) window.localStorage.setItem(LANGUAGE_KEY, 'en-GB');
  },
  bootstrap() {},
};

export default adminApp;
