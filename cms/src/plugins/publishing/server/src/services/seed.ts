/**
 * On the first start of a database, creates the site's built-in sample posts (lib/blog/sample-posts.json,
 * with their images from the site's public/ folder: one source for both). A flag in Strapi's store records
 * that it ran, so posts a marketer deletes stay deleted.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { POST_UID } from '../lib/rules';

interface SamplePost {
  id: number;
  title: string;
  summary?: string;
  category: string;
  date: string;
  description: string;
  images?: { url: string; alternativeText: string }[];
}

async function uploadImage(
  strapi: Core.Strapi,
  sitePublic: string,
  image: { url: string; alternativeText: string },
) {
  const filepath = path.join(sitePublic, image.url);
  const [file] = (await strapi
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
    })) as { id: number }[];
  return file;
}

export async function seedSamplePosts(strapi: Core.Strapi) {
  const flag = strapi.store({ type: 'core', name: 'codebridge', key: 'sample-posts-seeded' });
  if (await flag.get({})) return;
  // The site's folder is the CMS's parent.
  const site = path.join(strapi.dirs.app.root, '..');
  const { data: posts } = JSON.parse(
    fs.readFileSync(path.join(site, 'lib', 'blog', 'sample-posts.json'), 'utf8'),
  ) as { data: SamplePost[] };
  // In id order, so a fresh database gives each post the number (address) it has among the site's sample posts.
  for (const post of [...posts].sort((a, b) => a.id - b.id)) {
    const pictures = [];
    for (const image of post.images ?? []) {
      const file = await uploadImage(strapi, path.join(site, 'public'), image);
      if (file) pictures.push({ image: file.id, alt: image.alternativeText });
    }
    await strapi.documents(POST_UID as 'api::blog.blog').create({
      data: {
        title: post.title,
        summary: post.summary,
        category: post.category,
        date: post.date,
        description: post.description,
        pictures,
      },
      status: 'published',
    } as never);
  }
  await flag.set({ value: true });
  strapi.log.info(`Seeded ${posts.length} sample blog posts.`);
}
