import type { Core } from '@strapi/strapi';

/**
 * How the admin shows a content type (its list, its edit view, labels and hints): stored by the content
 * manager's own configuration service, the one its "Configure the view" page saves with. Each domain writes
 * its types' layouts once per version of its layout, on the first start that has that version (a fresh
 * database, or a change of the layout here): after that the stored configuration is the admins' to edit,
 * and a restart leaves it alone. Bump a layout's version to apply a changed layout (it replaces what admins
 * changed in that view).
 */
export interface FieldText {
  label: string;
  description: string;
}

type Metadatas = Record<string, { edit?: Record<string, unknown>; list?: Record<string, unknown> }>;

export interface Configuration {
  settings: Record<string, unknown>;
  metadatas: Metadatas;
  layouts: { list?: string[]; edit?: { name: string; size: number }[][] } & Record<string, unknown>;
}

/** Labels and hints on fields, in the edit view and the list. */
export function withLabels(metadatas: Metadatas, fields: Record<string, FieldText>): Metadatas {
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

/** The list's column titles where they differ from the edit view's labels. */
export function withListLabels(metadatas: Metadatas, labels: Record<string, string>): Metadatas {
  const result = { ...metadatas };
  for (const [name, label] of Object.entries(labels)) {
    const current = result[name] ?? {};
    result[name] = { ...current, list: { ...(current.list ?? {}), label } };
  }
  return result;
}

/** Fields no admin may change in the edit view. */
export function readOnly(metadatas: Metadatas, fields: Iterable<string>): Metadatas {
  const result = { ...metadatas };
  for (const field of fields) {
    const current = result[field];
    if (current?.edit) result[field] = { ...current, edit: { ...current.edit, editable: false } };
  }
  return result;
}

/** Edit view rows from [field, width out of 12]. */
export const editLayout = (rows: [string, number][][]) =>
  rows.map((row) => row.map(([name, size]) => ({ name, size })));

interface ConfigurationService {
  findConfiguration(model: object): Promise<Configuration>;
  updateConfiguration(model: object, configuration: Configuration): Promise<unknown>;
}

/**
 * Writes `layout(current)` as the configuration of a content type (or, with `component`, a component) once
 * per `version`.
 */
export async function applyLayoutOnce(
  strapi: Core.Strapi,
  {
    uid,
    version,
    component = false,
    layout,
  }: {
    uid: string;
    version: number;
    component?: boolean;
    layout: (
      current: Configuration,
      model: { attributes: Record<string, { type: string }> },
    ) => Configuration;
  },
): Promise<void> {
  const applied = strapi.store({ type: 'core', name: 'codebridge', key: `admin-layout:${uid}` });
  if (Number(await applied.get({})) === version) return;
  const contentManager = strapi.plugin('content-manager');
  const service = contentManager.service(
    component ? 'components' : 'content-types',
  ) as ConfigurationService & {
    findContentType?(uid: string): { attributes: Record<string, { type: string }> };
    findComponent?(uid: string): { attributes: Record<string, { type: string }> };
  };
  const model = component ? service.findComponent?.(uid) : service.findContentType?.(uid);
  if (!model) throw new Error(`No ${component ? 'component' : 'content type'} ${uid} to lay out`);
  const current = await service.findConfiguration(model);
  await service.updateConfiguration(model, layout(current, model));
  await applied.set({ value: version });
}
