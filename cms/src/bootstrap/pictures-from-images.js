'use strict';

const UID = 'api::blog.blog';
const MORPH_TABLE = 'files_related_mph';

/**
 * Posts from before pictures had their images in a media field `images`, which the schema no longer has;
 * Strapi keeps those links in its media table. Each such post gets them back as pictures, with the media
 * library's alternative text as their alt text, and is published again if it was published. The old links
 * are then removed, so this runs once per post.
 */
async function movePicturesFromImages(strapi) {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(MORPH_TABLE))) return;
  const links = await knex(MORPH_TABLE)
    .where({ related_type: UID, field: 'images' })
    .orderBy(['related_id', 'order']);
  if (links.length === 0) return;

  const rows = await strapi.db.query(UID).findMany({
    select: ['id', 'documentId', 'publishedAt'],
    where: { id: { $in: [...new Set(links.map((link) => link.related_id))] } },
  });
  const documentOf = new Map(rows.map((row) => [row.id, row.documentId]));
  const filesByDocument = new Map();
  for (const link of links) {
    const documentId = documentOf.get(link.related_id);
    if (!documentId) continue;
    const files = filesByDocument.get(documentId) ?? [];
    if (!files.includes(link.file_id)) files.push(link.file_id);
    filesByDocument.set(documentId, files);
  }

  for (const [documentId, fileIds] of filesByDocument) {
    const files = await strapi.db
      .query('plugin::upload.file')
      .findMany({ select: ['id', 'alternativeText'], where: { id: { $in: fileIds } } });
    const altOf = new Map(files.map((file) => [file.id, file.alternativeText ?? '']));
    const pictures = fileIds
      .filter((id) => altOf.has(id))
      .map((id) => ({ image: id, alt: altOf.get(id) }));
    const documents = strapi.documents(UID);
    const published = await documents.findOne({ documentId, status: 'published', fields: ['id'] });
    await documents.update({ documentId, status: 'draft', data: { pictures } });
    if (published) await documents.publish({ documentId });
  }
  await knex(MORPH_TABLE).where({ related_type: UID, field: 'images' }).delete();
  strapi.log.info(`Moved the images of ${filesByDocument.size} blog posts into their pictures.`);
}

module.exports = { movePicturesFromImages };
