// Strapi serves local uploads as paths (`/uploads/…`) on its own origin, not the storefront's.
export function mediaSrc(url: string, origin: string | undefined): string {
  if (!origin || !url.startsWith('/') || url.startsWith('//')) return url;
  return `${origin.replace(/\/+$/, '')}${url}`;
}
