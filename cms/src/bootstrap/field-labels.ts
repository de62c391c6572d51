// Every field the duo edit gets its label and help text in the content manager's view configuration,
// written on every start so a fresh database reads the same as a long-used one. They are written in
// English; the admin panel shows them in the editor's own admin language (src/admin/duo-words.ts).
import type {Core} from '@strapi/strapi';
import {FIELD_WORDS} from '../words/field-words';

type Metadatas = Record<string, {edit: Record<string, unknown>; list: Record<string, unknown>}>;
interface ConfigurationService {
  findConfiguration(model: {uid: string}): Promise<{metadatas: Metadatas} & Record<string, unknown>>;
  updateConfiguration(model: {uid: string}, configuration: Record<string, unknown>): Promise<unknown>;
}

export async function writeFieldLabels(strapi: Core.Strapi): Promise<void> {
  const contentManager = strapi.plugin('content-manager');
  for (const [uid, fields] of Object.entries(FIELD_WORDS)) {
    const isComponent = uid in strapi.components;
    if (!isComponent && !(uid in strapi.contentTypes)) continue;
    const service = contentManager.service(isComponent ? 'components' : 'content-types') as ConfigurationService;
    const {uid: _uid, category: _category, ...configuration} = await service.findConfiguration({uid});
    const metadatas = {...configuration.metadatas};
    for (const [field, {label, hint}] of Object.entries(fields)) {
      const existing = metadatas[field];
      if (!existing) continue;
      metadatas[field] = {
        edit: {...existing.edit, label: label.en, ...(hint && {description: hint.en})},
        list: {...existing.list, label: label.en},
      };
    }
    await service.updateConfiguration({uid}, {...configuration, metadatas});
  }
}
