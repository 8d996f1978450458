import { expect, test } from '@jest/globals';
import blog from '../../../../api/blog/content-types/blog/schema.json';
import picture from '../../../../components/blog/picture.json';
import { mediaIdsIn } from './private-files-guard';

type Attributes = Parameters<typeof mediaIdsIn>[1];
const components = (uid: string) => (uid === 'blog.picture' ? (picture.attributes as Attributes) : null);
const attributes = blog.attributes as Attributes;

test("finds every file a request names in a type's media fields, inside components too, however it is written", () => {
  expect(
    mediaIdsIn({ title: 'x', pictures: [{ image: 7 }, { image: { id: 8 } }] }, attributes, components),
  ).toEqual([{ id: 7 }, { id: 8 }]);
  expect(
    mediaIdsIn(
      { pictures: [{ image: [9, '10'] }, { image: { connect: [{ id: 11 }] } }] },
      attributes,
      components,
    ),
  ).toEqual([{ id: 9 }, { id: 10 }, { documentId: '10' }, { id: 11 }]);
  // By document id too, and a number as Strapi reads one (' 13' is 13).
  expect(
    mediaIdsIn(
      { pictures: [{ image: 'abc123doc' }, { image: { documentId: 'def' } }, { image: ' 13' }] },
      attributes,
      components,
    ),
  ).toEqual([{ documentId: 'abc123doc' }, { documentId: 'def' }, { id: 13 }, { documentId: '13' }]);
  expect(mediaIdsIn({ title: 'no pictures', postNumber: 7 }, attributes, components)).toEqual([]);
  expect(
    mediaIdsIn(
      { blocks: [{ __component: 'blog.picture', image: 12 }] },
      { blocks: { type: 'dynamiczone', components: ['blog.picture'] } },
      components,
    ),
  ).toEqual([{ id: 12 }]);
});
