import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ENQUIRY_AUTO_OPEN_MS, ENQUIRY_QUIET_MS } from '@/lib/constants';
import { settlePopup } from '@/lib/enquiry-popup';
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

  describe('waits for a visitor who is filling a form on the page', () => {
    function PageWithForm() {
      return (
        <form aria-label="Book a demo">
          <label>
            Name <input name="name" />
          </label>
          <label>
            Course
            <select name="course" defaultValue="">
              <option value="">Choose</option>
              <option value="mern">MERN</option>
            </select>
          </label>
          <button type="submit">Book</button>
        </form>
      );
    }
    const popupOf = () => document.querySelector('dialog')!;
    const name = () => document.querySelector<HTMLInputElement>('input[name="name"]')!;
    const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
    afterEach(() => {
      document.body.innerHTML = '';
    });

    it('not while focus is in a field, nor while keys are pressed; once focus leaves and 5 s pass, it opens', async () => {
      render(
        <EnquiryProvider>
          <PageWithForm />
        </EnquiryProvider>,
      );
      act(() => name().focus());
      // Typing, a key a second, across the popup's first moment and well past it.
      for (let second = 0; second < 12; second++) {
        wait(1000);
        act(() => {
          name().dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
        });
      }
      await act(async () => {});
      expect(popupOf().open).toBe(false);
      expect(document.activeElement).toBe(name());
      // Focus stays in the field without typing: still shut.
      wait(ENQUIRY_QUIET_MS * 3);
      expect(popupOf().open).toBe(false);
      // Focus leaves the untouched form: after a quiet spell, it opens.
      act(() => name().blur());
      wait(ENQUIRY_QUIET_MS + 100);
      expect(popupOf().open).toBe(true);
    });

    it('not while a form is half filled, even with focus elsewhere', () => {
      render(
        <EnquiryProvider>
          <PageWithForm />
        </EnquiryProvider>,
      );
      name().value = 'Asha';
      wait(ENQUIRY_AUTO_OPEN_MS + ENQUIRY_QUIET_MS * 4);
      expect(popupOf().open).toBe(false);
      name().value = '';
      const select = document.querySelector('select')!;
      select.value = 'mern';
      wait(ENQUIRY_QUIET_MS * 2);
      expect(popupOf().open).toBe(false);
      select.value = '';
      wait(ENQUIRY_QUIET_MS + 100);
      expect(popupOf().open).toBe(true);
    });

    it('never once a form with contact details was sent in this session', () => {
      render(
        <EnquiryProvider>
          <PageWithForm />
        </EnquiryProvider>,
      );
      act(() => settlePopup());
      wait(ENQUIRY_AUTO_OPEN_MS * 4);
      expect(popupOf().open).toBe(false);
    });
  });
});
