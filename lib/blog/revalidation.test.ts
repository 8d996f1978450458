/** @jest-environment node */
import { isAuthorized, isBatchEvent, readBlogEvent } from '@/lib/blog/revalidation';

describe('isAuthorized', () => {
  it('accepts exactly "Bearer <secret>"', () => {
    expect(isAuthorized('Bearer s3cret', 's3cret')).toBe(true);
  });

  it('refuses a wrong, missing or malformed header', () => {
    for (const header of [
      null,
      '',
      's3cret',
      'Bearer',
      'Bearer ',
      'Bearer s3cre',
      'Bearer s3cret2',
      'bearer s3cret',
      'Basic s3cret',
    ]) {
      expect(isAuthorized(header, 's3cret')).toBe(false);
    }
  });

  it('refuses everyone when no secret is configured', () => {
    expect(isAuthorized('Bearer ', undefined)).toBe(false);
    expect(isAuthorized('Bearer undefined', undefined)).toBe(false);
    expect(isAuthorized('Bearer ', '')).toBe(false);
  });
});

describe('readBlogEvent', () => {
  it('reads Strapi blog events with the post id', () => {
    expect(
      readBlogEvent({ event: 'entry.create', model: 'blog', uid: 'api::blog.blog', entry: { id: 4 } }),
    ).toEqual({
      event: 'entry.create',
      postId: 4,
    });
    expect(readBlogEvent({ event: 'entry.delete', uid: 'api::blog.blog', entry: {} })).toEqual({
      event: 'entry.delete',
      postId: null,
    });
  });

  it('ignores other models, other events and bodies that are not events', () => {
    for (const body of [
      { event: 'entry.create', model: 'file', uid: 'plugin::upload.file' },
      { event: 'media.create', model: 'blog' },
      { event: 'trigger-test' },
      { model: 'blog' },
      null,
      [],
      'entry.create',
      42,
    ]) {
      expect(readBlogEvent(body)).toBeNull();
    }
  });
});

describe('isBatchEvent', () => {
  it('tells of a batch created, changed or deleted, and of nothing else', () => {
    expect(isBatchEvent({ event: 'entry.create', model: 'batch', uid: 'api::batch.batch', entry: {} })).toBe(
      true,
    );
    expect(isBatchEvent({ event: 'entry.delete', uid: 'api::batch.batch' })).toBe(true);
    expect(isBatchEvent({ event: 'entry.create', model: 'blog', uid: 'api::blog.blog' })).toBe(false);
    expect(isBatchEvent({ event: 'media.create', model: 'batch' })).toBe(false);
    expect(isBatchEvent(null)).toBe(false);
  });
});
