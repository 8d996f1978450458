/**
 * When the enquiry popup may open by itself. It exists to catch visitors who have not enquired yet, so it
 * never interrupts one who is: not while focus is in a form field, not within ENQUIRY_QUIET_MS of a key,
 * an input or a selection, not while any form on the page is half filled, and never again in the browser
 * session once the visitor closed or sent it or sent any form with contact details. Browser code with no
 * React: EnquiryProvider asks it; the one submit path (components/forms/useFormSubmit.ts) settles it.
 */

/** The session's note that the popup has nothing more to ask (closed, sent, or a lead form sent). */
export const POPUP_SETTLED_KEY = 'enquiry-popup-dismissed';

export function isPopupSettled(): boolean {
  try {
    return sessionStorage.getItem(POPUP_SETTLED_KEY) === '1';
  } catch {
    return false; // storage blocked: behave as a first visit
  }
}

export function settlePopup() {
  try {
    sessionStorage.setItem(POPUP_SETTLED_KEY, '1');
  } catch {
    // storage blocked: the popup may open again on the next visit, which is harmless
  }
}

const FIELD_SELECTOR = 'input, select, textarea, [contenteditable]:not([contenteditable="false"])';

/** Whether the element is a field the visitor types into or chooses in (buttons and hidden inputs are not). */
function isFormField(element: Element | null): boolean {
  if (!element?.matches(FIELD_SELECTOR)) return false;
  if (element instanceof HTMLInputElement)
    return !['button', 'submit', 'reset', 'image', 'hidden'].includes(element.type);
  return true;
}

/** Whether the visitor has changed any field of the form from what the page gave it. */
function isHalfFilled(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((element) => {
    if (element instanceof HTMLTextAreaElement) return element.value !== element.defaultValue;
    if (element instanceof HTMLSelectElement)
      return Array.from(element.options).some((option) => option.selected !== option.defaultSelected);
    if (!(element instanceof HTMLInputElement) || !isFormField(element)) return false;
    if (element.type === 'checkbox' || element.type === 'radio')
      return element.checked !== element.defaultChecked;
    if (element.type === 'file') return (element.files?.length ?? 0) > 0;
    return element.value !== element.defaultValue;
  });
}

/**
 * How long the popup must still wait, in milliseconds; 0 when it may open now. `lastActivity` is when the
 * visitor last pressed a key, typed or selected (a time from the same clock as `now`); `popup` is the
 * popup's own dialog, whose form does not count.
 */
export function popupWait(
  document: Document,
  popup: Element | null,
  now: number,
  lastActivity: number,
  quietMs: number,
): number {
  const sinceActivity = now - lastActivity;
  if (sinceActivity < quietMs) return quietMs - sinceActivity;
  if (isFormField(document.activeElement)) return quietMs;
  const forms = Array.from(document.forms).filter((form) => !popup?.contains(form));
  if (forms.some(isHalfFilled)) return quietMs;
  return 0;
}
