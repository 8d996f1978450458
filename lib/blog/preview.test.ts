/** @jest-environment node */
import { exitPath, hasPreviewCookie, isPreviewSecret, previewCookieValue } from './preview';

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
    for (const elsewhere of ['https://evil.example/', '//evil.example', '/blog/../admin', '/\\evil', null]) {
      expect(exitPath(elsewhere)).toBe('/blog');
    }
  });
});
