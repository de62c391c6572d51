export default {
  rest: {defaultLimit: 25, maxLimit: 100, withCount: true},
  // Publishing checks required media and relations too (a photo needs its image), as the site's
  // schemas do; without this flag Strapi 5 checks only the scalar fields' `required`.
  documents: {strictRelations: true},
};
