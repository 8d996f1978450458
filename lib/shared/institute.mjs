/**
 * Who the institute is, as the site shows it and the CMS signs its messages to enquirers: its name, phone and
 * e-mail address. The real name and numbers are not part of this code: a neutral placeholder name and clearly
 * fictional contact details, each defined once (the rest of the site's identity is in lib/site.ts).
 */
export const INSTITUTE = /** @type {const} */ ({
  name: 'Codebridge Institute',
  shortName: 'Codebridge',
  /** Display form and the tel: form of the same (fictional) number. */
  phone: { display: '+91 98765 43210', href: 'tel:+919876543210' },
  email: 'support@codebridge.example',
});
