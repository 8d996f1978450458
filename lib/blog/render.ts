/**
 * Turns a post's description (Markdown that may hold HTML, or plain HTML) into safe HTML, on the server
 * only: neither Markdown nor the sanitizer is shipped to the browser.
 */
import DOMPurify from 'isomorphic-dompurify';
import { Marked } from 'marked';

const markdown = new Marked({ gfm: true, async: false });

const BLOCK_TAGS = 'p,h1,h2,h3,h4,h5,h6,li,blockquote,pre,tr,td,th,br,div,figcaption';

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

export interface RenderedDescription {
  html: string;
  /** The text without its headings. */
  text: string;
}

export function renderDescription(source: string, origin: string | null): RenderedDescription {
  if (!source.trim()) return { html: '', text: '' };
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
  container.append(fragment.cloneNode(true));
  const html = container.innerHTML.trim();

  // The plain text is for summaries: headings ("What you will learn") read as noise there.
  for (const heading of Array.from(container.querySelectorAll('h1,h2,h3,h4,h5,h6'))) heading.remove();
  // Blocks end with a space, so their words do not run together in the plain text.
  for (const block of Array.from(container.querySelectorAll(BLOCK_TAGS))) block.append(' ');
  const text = (container.textContent ?? '').replace(/\s+/g, ' ').trim();
  return { html, text };
}
