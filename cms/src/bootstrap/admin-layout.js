'use strict';

/**
 * How the admin shows posts to a marketer: newest first, readable labels with hints, and the fields in the
 * order a post is written. Applied on every start, so it holds for a fresh database too.
 */
const POST_FIELDS = {
  title: { label: 'Title', description: 'The heading of the post; its web address is made from it.' },
  summary: {
    label: 'Summary',
    description:
      'One or two sentences (at most 200 characters) for the blog list, search results and shares. Empty: the start of the text is used.',
  },
  category: { label: 'Category', description: 'Pick one; the list is kept by the site team.' },
  date: { label: 'Date', description: 'The date shown on the post.' },
  description: { label: 'Text', description: 'The post itself. Use headings (##) for sections.' },
  pictures: {
    label: 'Images',
    description: 'The first image is the cover. Describe each one in its Alt text.',
  },
};

const PICTURE_FIELDS = {
  image: { label: 'Image', description: '' },
  alt: {
    label: 'Alt text',
    description: 'What the image shows, for people who cannot see it (read aloud by screen readers).',
  },
};

/** Edit view rows: [field, width out of 12]. */
const POST_EDIT_ROWS = [
  [['title', 12]],
  [['summary', 12]],
  [
    ['category', 6],
    ['date', 6],
  ],
  [['description', 12]],
  [['pictures', 12]],
];
const PICTURE_EDIT_ROWS = [
  [
    ['image', 6],
    ['alt', 6],
  ],
];

function withLabels(metadatas, fields) {
  const result = { ...metadatas };
  for (const [name, { label, description }] of Object.entries(fields)) {
    const current = result[name] ?? {};
    result[name] = {
      ...current,
      edit: { ...(current.edit ?? {}), label, description },
      list: { ...(current.list ?? {}), label },
    };
  }
  return result;
}

function withListLabel(metadatas, name, label) {
  const current = metadatas[name] ?? {};
  return { ...metadatas, [name]: { ...current, list: { ...(current.list ?? {}), label } } };
}

const editLayout = (rows) => rows.map((row) => row.map(([name, size]) => ({ name, size })));

async function configureAdmin(strapi) {
  const contentManager = strapi.plugin('content-manager');
  const contentTypes = contentManager.service('content-types');
  const components = contentManager.service('components');

  const post = contentTypes.findContentType('api::blog.blog');
  const postConfig = await contentTypes.findConfiguration(post);
  await contentTypes.updateConfiguration(post, {
    settings: {
      ...postConfig.settings,
      mainField: 'title',
      defaultSortBy: 'date',
      defaultSortOrder: 'DESC',
      pageSize: 20,
    },
    metadatas: withListLabel(withLabels(postConfig.metadatas, POST_FIELDS), 'updatedAt', 'Last changed'),
    layouts: {
      ...postConfig.layouts,
      list: ['title', 'category', 'date', 'updatedAt'],
      edit: editLayout(POST_EDIT_ROWS),
    },
  });

  const picture = components.findComponent('blog.picture');
  const pictureConfig = await components.findConfiguration(picture);
  await components.updateConfiguration(picture, {
    settings: { ...pictureConfig.settings, mainField: 'alt' },
    metadatas: withLabels(pictureConfig.metadatas, PICTURE_FIELDS),
    layouts: { ...pictureConfig.layouts, edit: editLayout(PICTURE_EDIT_ROWS) },
  });
}

module.exports = { configureAdmin, withLabels, withListLabel, editLayout };
