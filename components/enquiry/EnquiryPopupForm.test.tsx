import { render } from '@testing-library/react';
import EnquiryPopupForm from './EnquiryPopupForm';

jest.mock('@/lib/email', () => ({ sendEmail: jest.fn() }));

/**
 * The popup as EnquiryProvider renders it before its form arrives: a title and a close button, which has
 * the focus, and the place the form will take.
 */
function popup(open: boolean) {
  const dialog = document.createElement('dialog');
  dialog.innerHTML =
    '<h2 id="popup-title">Enquiry Form</h2><button type="button">Close</button><div data-form></div>';
  dialog.open = open;
  document.body.append(dialog);
  dialog.querySelector('button')!.focus();
  return { dialog, formSlot: dialog.querySelector<HTMLElement>('[data-form]')! };
}

afterEach(() => document.body.replaceChildren());

describe('EnquiryPopupForm', () => {
  it('takes the focus to its first field when it arrives in a popup already open', () => {
    const { dialog, formSlot } = popup(true);
    render(<EnquiryPopupForm dialogTitleId="popup-title" onSent={() => {}} />, { container: formSlot });
    expect(document.activeElement).toBe(dialog.querySelector('input[name="name"]'));
  });

  it('leaves the focus alone while the popup is shut', () => {
    const { dialog, formSlot } = popup(false);
    render(<EnquiryPopupForm dialogTitleId="popup-title" onSent={() => {}} />, { container: formSlot });
    expect(document.activeElement).toBe(dialog.querySelector('button'));
  });
});
