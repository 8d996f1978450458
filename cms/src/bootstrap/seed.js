'use strict';

const fs = require('node:fs');
const path = require('node:path');

/** The site's built-in sample posts and their images: one source for both. */
const SITE_ROOT = path.join(__dirname, '..', '..', '..');
const SAMPLE_POSTS = path.join(SITE_ROOT, 'lib', 'blog', 'sample-posts.json');
const SITE_PUBLIC = path.join(SITE_ROOT, 'public');

/**
 * On the first start of a database, creates the sample posts with their images. A flag in Strapi's store
 * records that it ran, so posts a marketer deletes stay deleted.
 */
async function seedSamplePosts(strapi) {
  const flag = strapi.store({ type: 'core', name: 'codebridge', key: 'sample-posts-seeded' });
  if (await flag.get()) return;

  const { data: posts } = JSON.parse(fs.readFileSync(SAMPLE_POSTS, 'utf8'));
  // In id order, so a fresh database gives each post the number (address) it has among the site's sample posts.
  for (const post of [...posts].sort((a, b) => a.id - b.id)) {
    const pictures = [];
    for (const image of post.images ?? []) {
      const file = await uploadImage(strapi, image);
      pictures.push({ image: file.id, alt: image.alternativeText });
    }
    await strapi.documents('api::blog.blog').create({
      data: {
        title: post.title,
        summary: post.summary,
        category: post.category,
        date: post.date,
        description: post.description,
        pictures,
      },
      status: 'published',
    });
  }
  await flag.set({ value: true });
  strapi.log.info(`Seeded ${posts.length} sample blog posts.`);
}

async function uploadImage(strapi, image) {
  const filepath = path.join(SITE_PUBLIC, image.url);
  const [file] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { alternativeText: image.alternativeText, name: path.basename(filepath) } },
      files: {
        filepath,
        originalFilename: path.basename(filepath),
        mimetype: 'image/jpeg',
        size: fs.statSync(filepath).size,
      },
    });
  return file;
}

module.exports = { seedSamplePosts };
