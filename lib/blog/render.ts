/**
 * Turns a post's description (Markdown that may hold HTML, or plain HTML) into safe HTML, on the server
 * only and only on the post's own page: neither Markdown nor the sanitizer is shipped to the browser.
 */
import DOMPurify from 'isomorphic-dompurify';
import { Marked } from 'marked';

const markdown = new Marked({ gfm: true, async: false });

/** The origin of the CMS for the sanitize call under way; sanitize is synchronous, so one at a time. */
let imageOrigin: string | null = null;

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    const href = node.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href)) node.setAttribute('rel', 'noopener noreferrer nofollow');
    node.removeAttribute('target');
  }
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src') ?? '';
    const absolute =
      imageOrigin && src.startsWith('/') && !src.startsWith('//') ? `${imageOrigin}${src}` : src;
    // The CMS's own images go through the site's image optimizer, like covers: the visitor's browser
    // never needs to reach the CMS.
    if (imageOrigin && absolute.startsWith(`${imageOrigin}/`)) {
      node.setAttribute('src', `/_next/image?url=${encodeURIComponent(absolute)}&w=1080&q=75`);
    }
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
  // Wide code and tables scroll sideways; keyboard users need to reach them to scroll them.
  if (node.tagName === 'PRE' || node.tagName === 'TABLE') node.setAttribute('tabindex', '0');
});

/** Sanitized HTML of a post's text; empty when it has none. */
export function renderDescription(source: string, origin: string | null): string {
  if (!source.trim()) return '';
  const unsafeHtml = markdown.parse(source) as string;

  imageOrigin = origin;
  let fragment: DocumentFragment;
  try {
    fragment = DOMPurify.sanitize(unsafeHtml, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
      FORBID_ATTR: ['style', 'id', 'name'],
      RETURN_DOM_FRAGMENT: true,
    });
  } finally {
    imageOrigin = null;
  }

  const document = fragment.ownerDocument;
  // The page's title is its only h1.
  for (const h1 of Array.from(fragment.querySelectorAll('h1'))) {
    const h2 = document.createElement('h2');
    h2.append(...Array.from(h1.childNodes));
    h1.replaceWith(h2);
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML.trim();
}
