export default [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'global::draft-reads',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
