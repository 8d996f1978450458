/**
 * Posts from before pictures had their images in a media field `images`, which the schema no longer has;
 * Strapi kept those links in its media table. Each post version with such links gets them as pictures (a
 * repeatable component: the image and its alt text, the media library's alternative text), in their order,
 * and the old links are removed. Runs once.
 *
 * Strapi runs migrations before it makes or changes tables, so on a database from before pictures their two
 * tables are started here with the columns this writes, as Strapi makes them; Strapi adds the rest (keys,
 * indexes). A database without such links (a fresh one included) has nothing to do.
 */
import type { Knex } from 'knex';

const POST = 'api::blog.blog';
const PICTURE = 'blog.picture';
const LINKS = 'files_related_mph';
const PICTURES = 'components_blog_pictures';
const POST_PICTURES = 'blogs_cmps';

interface Link {
  file_id: number;
  related_id: number;
  order: number | null;
}

export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable(LINKS))) return;
  const links: Link[] = await knex(LINKS)
    .select('file_id', 'related_id', 'order')
    .where({ related_type: POST, field: 'images' })
    .orderBy([{ column: 'related_id' }, { column: 'order' }, { column: 'id' }]);
  if (links.length === 0) return;

  if (!(await knex.schema.hasTable(PICTURES))) {
    await knex.schema.createTable(PICTURES, (table) => {
      table.increments('id');
      table.string('alt');
    });
  }
  if (!(await knex.schema.hasTable(POST_PICTURES))) {
    await knex.schema.createTable(POST_PICTURES, (table) => {
      table.increments('id');
      table.integer('entity_id');
      table.integer('cmp_id');
      table.string('component_type');
      table.string('field');
      table.float('order');
    });
  }
  const files: { id: number; alternative_text: string | null }[] = await knex('files')
    .select('id', 'alternative_text')
    .whereIn('id', [...new Set(links.map((link) => link.file_id))]);
  const altOf = new Map(files.map((file) => [file.id, file.alternative_text ?? '']));

  const byPost = new Map<number, number[]>();
  for (const link of links) {
    const fileIds = byPost.get(link.related_id) ?? [];
    if (altOf.has(link.file_id) && !fileIds.includes(link.file_id)) fileIds.push(link.file_id);
    byPost.set(link.related_id, fileIds);
  }
  for (const [postId, fileIds] of byPost) {
    for (const [index, fileId] of fileIds.entries()) {
      const [inserted] = await knex(PICTURES).insert({ alt: altOf.get(fileId) ?? '' }, ['id']);
      const pictureId = typeof inserted === 'object' ? (inserted as { id: number }).id : (inserted as number);
      await knex(POST_PICTURES).insert({
        entity_id: postId,
        cmp_id: pictureId,
        component_type: PICTURE,
        field: 'pictures',
        order: index + 1,
      });
      await knex(LINKS).insert({
        file_id: fileId,
        related_id: pictureId,
        related_type: PICTURE,
        field: 'image',
        order: 1,
      });
    }
  }
  await knex(LINKS).where({ related_type: POST, field: 'images' }).delete();
}

export async function down() {
  // The old field is gone from the schema; nothing to undo.
}
