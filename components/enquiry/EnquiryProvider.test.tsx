import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ENQUIRY_AUTO_OPEN_MS } from '@/lib/constants';
import { EnquiryProvider, useEnquiry } from './EnquiryProvider';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));
jest.mock('@/lib/email', () => ({ sendEmail: jest.fn() }));

/** jsdom has the dialog element without its modal behaviour: enough of it to see whether it opened. */
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});
beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  mockPathname = '/';
});
afterEach(() => jest.useRealTimers());

async function popupAfterWaiting(ui: ReactElement) {
  const { container } = render(ui);
  act(() => jest.advanceTimersByTime(ENQUIRY_AUTO_OPEN_MS * 3));
  // The form is a chunk of its own, fetched once the page is idle: let it arrive.
  await act(async () => {});
  return container.ownerDocument.querySelector('dialog')!;
}

describe('EnquiryProvider', () => {
  it('opens the popup by itself once the visit is a few seconds old', async () => {
    const popup = await popupAfterWaiting(<EnquiryProvider>page</EnquiryProvider>);
    expect(popup.open).toBe(true);
    expect(popup.querySelector('form[aria-label="Enquiry Form"]')).not.toBeNull();
  });

  it('keeps it shut in the CMS preview (autoOpen off)', async () => {
    const popup = await popupAfterWaiting(<EnquiryProvider autoOpen={false}>page</EnquiryProvider>);
    expect(popup.open).toBe(false);
  });

  it('keeps it shut on the pages that are forms of their own, and a button still opens it there', async () => {
    const quiet = ['/enquiryform', '/privacy/your-data', '/privacy/your-data/confirm'];
    function HeaderButton() {
      const { openEnquiry } = useEnquiry();
      return (
        <button type="button" onClick={openEnquiry}>
          Enquire Now
        </button>
      );
    }
    for (const path of quiet) {
      mockPathname = path;
      const popup = await popupAfterWaiting(
        <EnquiryProvider quietPaths={quiet}>
          <HeaderButton />
        </EnquiryProvider>,
      );
      expect([path, popup.open]).toEqual([path, false]);
      act(() => popup.ownerDocument.querySelector('button')!.click());
      expect(popup.open).toBe(true);
      document.body.innerHTML = '';
    }
  });
});
