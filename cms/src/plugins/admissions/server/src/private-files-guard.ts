/**
 * A private file (a CV) is a lead's and no other entry's: every media field of every content type (a blog
 * post's picture included, inside its component) refuses one, in every role and over REST, whatever the
 * field's allowed types say (Strapi 5.54 takes a PDF's id in a field of images and would then answer the
 * file's name, hash and address to anyone who reads the entry). Only the lead's own `cv` takes one, which
 * the intake attaches through the upload plugin.
 *
 * One document-service middleware for all content types: it reads the media attributes of the type and of
 * its components from the schema, collects the file ids the request names, and refuses (400) when any is a
 * private file.
 */
import { errors } from '@strapi/utils';
import { relationRefs, type RelationRef } from '../../../../documents';
import { LEAD_UID } from '../../common/leads';
import type { Strapi } from './lib/types';
import { PRIVATE_FILES } from './services/cvs';

const FILE_UID = 'plugin::upload.file';

interface Attribute {
  type: string;
  component?: string;
  components?: string[];
}

type Attributes = Record<string, Attribute>;

/** The file ids the data names in the model's media fields, its components' and dynamic zones' included. */
export function mediaIdsIn(
  data: unknown,
  attributes: Attributes,
  componentAttributes: (uid: string) => Attributes | null,
): RelationRef[] {
  if (!data || typeof data !== 'object') return [];
  const record = data as Record<string, unknown>;
  return Object.entries(attributes).flatMap(([name, attribute]) => {
    const value = record[name];
    if (value === undefined || value === null) return [];
    if (attribute.type === 'media') return relationRefs(value);
    const items = Array.isArray(value) ? value : [value];
    if (attribute.type === 'component' && attribute.component) {
      const inner = componentAttributes(attribute.component);
      return inner ? items.flatMap((item) => mediaIdsIn(item, inner, componentAttributes)) : [];
    }
    if (attribute.type === 'dynamiczone') {
      return items.flatMap((item) => {
        const uid = (item as { __component?: string } | null)?.__component;
        const inner = uid ? componentAttributes(uid) : null;
        return inner ? mediaIdsIn(item, inner, componentAttributes) : [];
      });
    }
    return [];
  });
}

export function registerPrivateFilesGuard(strapi: Strapi): void {
  const attributesOf = (uid: string): Attributes | null =>
    (strapi.getModel(uid as never) as { attributes?: Attributes } | undefined)?.attributes ?? null;
  const guard = async (
    context: { uid: string; action: string; params: { data?: unknown } },
    next: () => Promise<unknown>,
  ) => {
    if (context.uid === LEAD_UID || !['create', 'update', 'clone'].includes(context.action)) return next();
    const attributes = attributesOf(context.uid);
    const refs = attributes ? mediaIdsIn(context.params.data, attributes, attributesOf) : [];
    const ids = refs.flatMap((ref) => ('id' in ref ? [ref.id] : []));
    const documentIds = refs.flatMap((ref) => ('documentId' in ref ? [ref.documentId] : []));
    if (refs.length > 0) {
      const privateOnes = await strapi.db.query(FILE_UID as never).count({
        where: {
          $and: [{ $or: [{ id: { $in: ids } }, { documentId: { $in: documentIds } }] }, PRIVATE_FILES],
        },
      });
      if (privateOnes > 0) {
        throw new errors.ValidationError(
          'A resume or other private file cannot be used here: pick an image.',
        );
      }
    }
    return next();
  };
  strapi.documents.use(guard as never);
}
