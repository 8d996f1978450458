import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmPage } from '@/lib/content/data-rights';
import { CONFIRM_ENDPOINT, LOOKUP_ENDPOINT } from '@/lib/data-requests/protocol';
import { ConfirmPage } from './ConfirmPage';

/** The site's two endpoints as the page reaches them: each call recorded, each answer the test's. */
let answers: Record<string, { status: number; body: unknown }>;
let calls: { url: string; body: unknown }[];
beforeEach(() => {
  calls = [];
  answers = {
    [LOOKUP_ENDPOINT]: { status: 200, body: { ok: true, kind: 'erasure' } },
    [CONFIRM_ENDPOINT]: { status: 200, body: { ok: true, kind: 'erasure', deadline: '2026-12-27' } },
  };
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    const { status, body } = answers[String(url)]!;
    return { ok: status < 300, status, json: async () => body } as Response;
  }) as typeof fetch;
  window.history.replaceState(null, '', '/privacy/your-data/confirm');
});

const CODE = 'ABCD-EFGH-JKMN-PQRS';

describe('the confirmation page', () => {
  it('says what the request is before the person confirms it: the link’s code is looked up, nothing confirmed', async () => {
    window.history.replaceState(null, '', `/privacy/your-data/confirm#code=${CODE}`);
    render(<ConfirmPage />);
    expect(await screen.findByText('You asked us to erase all your enquiries.')).toBeVisible();
    expect(screen.getByText(/This cannot be undone\./)).toBeVisible();
    expect(screen.getByText(confirmPage.notYou)).toBeVisible();
    expect(calls).toEqual([{ url: LOOKUP_ENDPOINT, body: { code: CODE } }]);
    expect(window.location.hash).toBe('');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm my request' }));
    expect(
      await screen.findByText(
        'Thank you: your request to erase all your enquiries is confirmed. We will answer by 27 December 2026.',
      ),
    ).toBeVisible();
    expect(calls.at(-1)).toEqual({ url: CONFIRM_ENDPOINT, body: { code: CODE } });
  });

  it('looks a code typed by hand up once it is whole, and names each kind in its own words', async () => {
    answers[LOOKUP_ENDPOINT] = { status: 200, body: { ok: true, kind: 'access' } };
    render(<ConfirmPage />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Code from the e-mail' }), 'abcd efgh jkmn pqr');
    expect(calls).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Code from the e-mail' }), 's');
    expect(
      await screen.findByText('You asked us to send you a copy of the personal data we hold about you.'),
    ).toBeVisible();
    expect(calls).toEqual([{ url: LOOKUP_ENDPOINT, body: { code: 'abcd efgh jkmn pqrs' } }]);
  });

  it('says at once when no request waits for the code', async () => {
    answers[LOOKUP_ENDPOINT] = { status: 404, body: { ok: false, reason: 'unknown' } };
    window.history.replaceState(null, '', `/privacy/your-data/confirm#code=${CODE}`);
    render(<ConfirmPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(confirmPage.unknown);
    expect(screen.queryByText(/^You asked us to (?!act)/)).toBeNull();
  });

  it('confirms as before when the site cannot tell the kind, and names it afterwards', async () => {
    answers[LOOKUP_ENDPOINT] = { status: 503, body: { ok: false, reason: 'unavailable' } };
    answers[CONFIRM_ENDPOINT] = {
      status: 200,
      body: { ok: true, kind: 'withdrawal', deadline: '2026-12-27' },
    };
    window.history.replaceState(null, '', `/privacy/your-data/confirm#code=${CODE}`);
    render(<ConfirmPage />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByText(/^You asked us to (?!act)/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm my request' }));
    expect(
      await screen.findByText(
        'Thank you: your request to stop using your details and stop contacting you is confirmed. We will answer by 27 December 2026.',
      ),
    ).toBeVisible();
  });
});
