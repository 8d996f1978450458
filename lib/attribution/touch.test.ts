/** @jest-environment node */
import {
  classifyReferrer,
  outsideReferrerHost,
  rememberTouch,
  touchOfVisit,
  unexpired,
  TOUCH_LIFETIME_MS,
  type Touch,
} from './touch';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-11-01T10:00:00.000Z');
const SITE = 'https://www.institute.example';

function visit(path: string, referrer = '', at = START) {
  return touchOfVisit({ url: `${SITE}${path}`, referrer, at });
}

describe('the touch of a page load', () => {
  it('keeps a campaign link’s parameters, its click ids, the referring host and the landing path', () => {
    const touch = visit(
      '/mernstack?utm_source=google&utm_medium=cpc&utm_campaign=mern-nov&utm_term=mern%20course%20pune&utm_content=ad-2&gclid=Cj0KCQ_abc-123&fbclid=IwAR0xyz&ref=mail&name=Asha#fees',
      'https://www.google.co.in/search?q=mern+course+pune',
    );
    expect(touch).toEqual<Touch>({
      source: 'google',
      medium: 'cpc',
      campaign: 'mern-nov',
      term: 'mern course pune',
      content: 'ad-2',
      gclid: 'Cj0KCQ_abc-123',
      fbclid: 'IwAR0xyz',
      referrerHost: 'www.google.co.in',
      referrerKind: 'search',
      // The path alone: no other query parameter (a name, say) and no fragment is kept.
      landingPage: '/mernstack',
      at: '2026-11-01T10:00:00.000Z',
    });
  });

  it('counts campaign parameters without a referrer, and an outside referrer without parameters', () => {
    expect(visit('/?utm_source=newsletter&utm_medium=email')).toMatchObject({
      source: 'newsletter',
      medium: 'email',
      referrerHost: '',
      referrerKind: '',
      landingPage: '/',
    });
    expect(visit('/?fbclid=IwAR1')).toMatchObject({ fbclid: 'IwAR1', source: '' });
    expect(
      visit('/blog', 'https://l.facebook.com/l.php?u=https%3A%2F%2Fwww.institute.example%2Fblog'),
    ).toMatchObject({
      referrerHost: 'l.facebook.com',
      referrerKind: 'social',
      source: '',
      landingPage: '/blog',
    });
  });

  it('is no touch for a direct visit or a move within the site', () => {
    expect(visit('/aboutus')).toBeNull();
    expect(visit('/aboutus?page=2')).toBeNull();
    expect(visit('/aboutus', `${SITE}/`)).toBeNull();
    // The same site with or without www.
    expect(visit('/aboutus', 'https://institute.example/mernstack')).toBeNull();
    expect(visit('/aboutus', 'not a url')).toBeNull();
    expect(visit('/aboutus', 'file:///C:/page.html')).toBeNull();
  });

  it('keeps campaign values as plain text of a bounded length, and drops what looks like markup', () => {
    const touch = visit(
      `/?utm_source=${'s'.repeat(300)}&utm_medium=%3Cscript%3Ealert(1)%3C%2Fscript%3E&utm_campaign=a%0Ab%07c&gclid=abc%3Cx%3E`,
    );
    expect(touch?.source).toHaveLength(100);
    expect(touch?.medium).toBe('');
    expect(touch?.campaign).toBe('a b c');
    // A click id is kept whole or not at all.
    expect(touch?.gclid).toBe('');
  });
});

describe('the referring site', () => {
  it.each([
    ['www.google.com', 'search'],
    ['google.co.in', 'search'],
    ['www.google.com.au', 'search'],
    ['google.de', 'search'],
    ['www.bing.com', 'search'],
    ['duckduckgo.com', 'search'],
    ['search.yahoo.com', 'search'],
    ['com.google.android.googlequicksearchbox', 'search'],
    ['l.facebook.com', 'social'],
    ['m.facebook.com', 'social'],
    ['www.instagram.com', 'social'],
    ['www.linkedin.com', 'social'],
    ['t.co', 'social'],
    ['www.youtube.com', 'social'],
    ['wa.me', 'social'],
    ['naukri.com', 'other'],
    ['mygoogle.com', 'other'],
    ['google.com.evil.example', 'other'],
    ['notfacebook.com', 'other'],
  ])('%s is %s', (host, kind) => {
    expect(classifyReferrer(host)).toBe(kind);
  });

  it('is its host only, and only for web or app addresses of another site', () => {
    expect(outsideReferrerHost('https://www.naukri.com/jobs?q=secret#x', 'institute.example')).toBe(
      'www.naukri.com',
    );
    expect(
      outsideReferrerHost('android-app://com.google.android.googlequicksearchbox/', 'institute.example'),
    ).toBe('com.google.android.googlequicksearchbox');
    expect(outsideReferrerHost('', 'institute.example')).toBe('');
    expect(outsideReferrerHost('javascript:alert(1)', 'institute.example')).toBe('');
    expect(outsideReferrerHost('https://WWW.Institute.Example/x', 'institute.example')).toBe('');
  });
});

describe('first and latest', () => {
  const google = visit('/?utm_source=google&utm_campaign=one', 'https://www.google.com/')!;
  const later = (days: number, path: string, referrer = '') => {
    const at = START + days * DAY;
    return { touch: visit(path, referrer, at), at };
  };

  it('makes the first touch the latest too', () => {
    expect(rememberTouch(null, google, START)).toEqual({ first: google, latest: google });
  });

  it('keeps the first and replaces the latest with each new touch', () => {
    let touches = rememberTouch(null, google, START);
    const facebook = later(3, '/datascience?utm_source=facebook&utm_campaign=two&fbclid=IwAR9');
    touches = rememberTouch(touches, facebook.touch, facebook.at);
    expect(touches).toEqual({ first: google, latest: facebook.touch });
    const naukri = later(5, '/career', 'https://www.naukri.com/');
    touches = rememberTouch(touches, naukri.touch, naukri.at);
    expect(touches).toEqual({ first: google, latest: naukri.touch });
  });

  it('lets neither a direct visit nor internal navigation create or overwrite a touch', () => {
    const touches = rememberTouch(null, google, START);
    const direct = later(2, '/aboutus');
    expect(direct.touch).toBeNull();
    expect(rememberTouch(touches, direct.touch, direct.at)).toBe(touches);
    expect(rememberTouch(null, direct.touch, direct.at)).toBeNull();
  });

  it('forgets touches 30 days after they were made', () => {
    const touches = rememberTouch(null, google, START);
    expect(unexpired(touches, START + TOUCH_LIFETIME_MS - 1)).toBe(touches);
    expect(unexpired(touches, START + TOUCH_LIFETIME_MS)).toBeNull();
    // A direct visit after 30 days clears them; a new touch then starts over as the first.
    expect(rememberTouch(touches, null, START + 31 * DAY)).toBeNull();
    const fresh = later(31, '/?utm_source=bing', 'https://www.bing.com/');
    expect(rememberTouch(touches, fresh.touch, fresh.at)).toEqual({
      first: fresh.touch,
      latest: fresh.touch,
    });
  });

  it('makes the latest the first when only the first has expired', () => {
    const second = later(20, '/?utm_source=newsletter');
    const touches = rememberTouch(rememberTouch(null, google, START), second.touch, second.at);
    expect(unexpired(touches, START + 35 * DAY)).toEqual({ first: second.touch, latest: second.touch });
  });

  it('treats a touch with an unreadable time as expired', () => {
    const broken = { ...google, at: 'yesterday' };
    expect(unexpired({ first: broken, latest: broken }, START)).toBeNull();
  });
});
