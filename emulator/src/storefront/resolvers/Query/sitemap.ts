/** The resources are read by the Sitemap type's fields, per page. */
export function sitemap(_root: unknown, args: {type: string}) {
  return {type: args.type};
}
