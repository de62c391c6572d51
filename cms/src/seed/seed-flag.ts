import type {Core} from '@strapi/strapi';

const FLAG = {type: 'core', name: 'cms-seed', key: 'content'};

export const isSeeded = async (strapi: Core.Strapi): Promise<boolean> => Boolean(await strapi.store.get(FLAG));

export const markSeeded = (strapi: Core.Strapi, summary: Record<string, number>) =>
  strapi.store.set({...FLAG, value: {seededAt: new Date().toISOString(), ...summary}});
