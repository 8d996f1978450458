/** @jest-environment node */
import { cookies, draftMode } from 'next/headers';
import {
  PREVIEW_COOKIE,
  exitPath,
  hasPreviewCookie,
  isFramed,
  isPreviewSecret,
  isPreviewingDraft,
  previewCookieValue,
  showPublishedSite,
  startDraftPreview,
} from './preview';

jest.mock('next/headers', () => ({ cookies: jest.fn(), draftMode: jest.fn() }));
jest.mock('@/lib/env/server.mjs', () => ({ environment: () => ({ previewSecret: 'e2e-preview-secret-x' }) }));

describe('the preview', () => {
  it('accepts only the configured secret, and nothing when none is configured', async () => {
    expect(await isPreviewSecret('s3cret', 's3cret')).toBe(true);
    expect(await isPreviewSecret('s3cre', 's3cret')).toBe(false);
    expect(await isPreviewSecret('', 's3cret')).toBe(false);
    expect(await isPreviewSecret('anything', null)).toBe(false);
  });

  it('lets the proxy through only with the cookie /api/preview sets for the current secret', async () => {
    const secret = 's3cret';
    expect(await hasPreviewCookie(await previewCookieValue('s3cret'), secret)).toBe(true);
    expect(await hasPreviewCookie(await previewCookieValue('old-secret'), secret)).toBe(false);
    expect(await hasPreviewCookie('1', secret)).toBe(false);
    expect(await hasPreviewCookie(undefined, secret)).toBe(false);
    expect(await hasPreviewCookie(await previewCookieValue('s3cret'), null)).toBe(false);
  });

  it('leaves only to a blog address of this site', () => {
    expect(exitPath('/blog/7/my-post')).toBe('/blog/7/my-post');
    expect(exitPath('/blog')).toBe('/blog');
    for (const elsewhere of [
      'https://evil.example/',
      '//evil.example',
      '/blog/../admin',
      '/\\evil',
      null,
      '/blog/7/pöst',
      '/blog/7\r\nSet-Cookie: x=1',
      '/blog/7/a b',
    ]) {
      expect(exitPath(elsewhere)).toBe('/blog');
    }
  });
});

describe('the preview inside and outside the CMS admin', () => {
  const mode = { isEnabled: false, enable: jest.fn(), disable: jest.fn() };
  const jar = { get: jest.fn(), set: jest.fn(), delete: jest.fn() };
  const framed = new Request('https://site.example/api/preview/exit', {
    headers: { 'Sec-Fetch-Dest': 'iframe' },
  });
  const tab = new Request('https://site.example/api/preview/exit', {
    headers: { 'Sec-Fetch-Dest': 'document' },
  });

  beforeEach(() => {
    jest.clearAllMocks();
    mode.isEnabled = false;
    jest.mocked(draftMode).mockResolvedValue(mode as unknown as Awaited<ReturnType<typeof draftMode>>);
    jest.mocked(cookies).mockResolvedValue(jar as unknown as Awaited<ReturnType<typeof cookies>>);
  });

  it('tells the admin’s frame from a tab by what the browser says', () => {
    expect(isFramed(framed)).toBe(true);
    expect(isFramed(tab)).toBe(false);
    expect(isFramed(new Request('https://site.example/'))).toBe(false);
  });

  it('shows the published site: inside the frame of a preview still in draft mode (so it may be framed), elsewhere not', async () => {
    mode.isEnabled = true;
    jar.get.mockReturnValue({ value: await previewCookieValue('e2e-preview-secret-x') });
    await showPublishedSite(framed);
    expect(jar.delete).toHaveBeenCalledWith(PREVIEW_COOKIE);
    expect(mode.enable).toHaveBeenCalled();
    expect(mode.disable).not.toHaveBeenCalled();

    jest.clearAllMocks();
    await showPublishedSite(tab);
    expect(jar.delete).toHaveBeenCalledWith(PREVIEW_COOKIE);
    expect(mode.disable).toHaveBeenCalled();
    expect(mode.enable).not.toHaveBeenCalled();
  });

  it('never turns draft mode on for a frame that proves no secret (another site framing the exit)', async () => {
    for (const [enabled, cookie] of [
      [false, undefined],
      [false, await previewCookieValue('e2e-preview-secret-x')],
      [true, undefined],
      [true, await previewCookieValue('another-secret-xx')],
    ] as const) {
      jest.clearAllMocks();
      mode.isEnabled = enabled;
      jar.get.mockReturnValue(cookie === undefined ? undefined : { value: cookie });
      await showPublishedSite(framed);
      expect(mode.enable).not.toHaveBeenCalled();
      expect(mode.disable).toHaveBeenCalled();
    }
    // The CMS's Preview button for the published version shows the secret itself.
    jest.clearAllMocks();
    await showPublishedSite(framed, { secretShown: true });
    expect(mode.enable).toHaveBeenCalled();
  });

  it('shows drafts only in draft mode with the cookie of the current secret, and reads no cookie otherwise', async () => {
    expect(await isPreviewingDraft()).toBe(false);
    expect(cookies).not.toHaveBeenCalled();

    mode.isEnabled = true;
    jar.get.mockReturnValue(undefined);
    expect(await isPreviewingDraft()).toBe(false);
    jar.get.mockReturnValue({ value: await previewCookieValue('e2e-preview-secret-x') });
    expect(await isPreviewingDraft()).toBe(true);
    jar.get.mockReturnValue({ value: await previewCookieValue('another-secret-xx') });
    expect(await isPreviewingDraft()).toBe(false);
  });

  it('starts a draft preview with draft mode and an HTTP-only cookie a frame may send', async () => {
    await startDraftPreview('e2e-preview-secret-x');
    expect(mode.enable).toHaveBeenCalled();
    expect(jar.set).toHaveBeenCalledWith(PREVIEW_COOKIE, await previewCookieValue('e2e-preview-secret-x'), {
      httpOnly: true,
      sameSite: 'none',
      secure: true,
      path: '/',
    });
  });
});
