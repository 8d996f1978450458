import { recordPageLoad, rememberedTouches, TOUCHES_KEY } from './browser';
import { TOUCH_LIFETIME_MS } from './touch';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-11-01T10:00:00.000Z');
const SITE = 'http://localhost';

/** A clock the test moves. */
function clock(at = START) {
  let now = at;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

beforeEach(() => localStorage.clear());

function load(path: string, referrer = '', navigationType = 'navigate') {
  return { url: `${SITE}${path}`, referrer, navigationType };
}

describe('the touches in the visitor’s browser', () => {
  it('records a campaign arrival in localStorage, and nothing for a direct visit', () => {
    const time = clock();
    recordPageLoad({ now: time.now, load: load('/aboutus') });
    expect(localStorage.getItem(TOUCHES_KEY)).toBeNull();

    recordPageLoad({
      now: time.now,
      load: load('/mernstack?utm_source=google&utm_medium=cpc&gclid=abc123', 'https://www.google.com/'),
    });
    const touches = rememberedTouches({ now: time.now });
    expect(touches?.first).toMatchObject({
      source: 'google',
      medium: 'cpc',
      gclid: 'abc123',
      referrerHost: 'www.google.com',
      referrerKind: 'search',
      landingPage: '/mernstack',
      at: '2026-11-01T10:00:00.000Z',
    });
    expect(touches?.latest).toEqual(touches?.first);
    // No cookie: nothing that a request to the server would carry.
    expect(document.cookie).toBe('');
  });

  it('keeps the first, moves the latest, and ignores reloads, back and forward, and direct visits', () => {
    const time = clock();
    recordPageLoad({
      now: time.now,
      load: load('/?utm_source=google&utm_campaign=one', 'https://www.google.com/'),
    });
    time.advance(DAY);
    recordPageLoad({ now: time.now, load: load('/blog') });
    recordPageLoad({ now: time.now, load: load('/?utm_source=x', 'https://www.bing.com/', 'reload') });
    recordPageLoad({ now: time.now, load: load('/?utm_source=x', 'https://www.bing.com/', 'back_forward') });
    expect(rememberedTouches({ now: time.now })?.latest.campaign).toBe('one');

    time.advance(DAY);
    recordPageLoad({
      now: time.now,
      load: load('/datascience?utm_source=facebook&utm_campaign=two&fbclid=IwAR2'),
    });
    const touches = rememberedTouches({ now: time.now });
    expect(touches?.first).toMatchObject({ source: 'google', campaign: 'one' });
    expect(touches?.latest).toMatchObject({
      source: 'facebook',
      campaign: 'two',
      fbclid: 'IwAR2',
      landingPage: '/datascience',
      at: '2026-11-03T10:00:00.000Z',
    });
  });

  it('forgets them after 30 days, from storage too', () => {
    const time = clock();
    recordPageLoad({ now: time.now, load: load('/?utm_source=google') });
    time.advance(TOUCH_LIFETIME_MS);
    expect(rememberedTouches({ now: time.now })).toBeNull();
    expect(localStorage.getItem(TOUCHES_KEY)).toBeNull();
  });

  it('takes nothing from storage that the server would refuse', () => {
    const time = clock();
    localStorage.setItem(TOUCHES_KEY, '{not json');
    expect(rememberedTouches({ now: time.now })).toBeNull();
    const forged = {
      source: '<img src=x>',
      medium: '',
      campaign: '',
      term: '',
      content: '',
      gclid: '',
      fbclid: '',
      referrerHost: '',
      referrerKind: '',
      landingPage: '/',
      at: new Date(START).toISOString(),
    };
    localStorage.setItem(TOUCHES_KEY, JSON.stringify({ first: forged, latest: forged }));
    expect(rememberedTouches({ now: time.now })).toBeNull();
    // A new arrival then starts over.
    recordPageLoad({ now: time.now, load: load('/?utm_source=bing') });
    expect(rememberedTouches({ now: time.now })?.first.source).toBe('bing');
  });

  it('works without storage (blocked by the browser)', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => recordPageLoad({ storage: blocked, load: load('/?utm_source=google') })).not.toThrow();
  });
});
