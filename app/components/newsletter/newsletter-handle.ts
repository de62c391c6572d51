import {useMatches} from 'react-router';

/**
 * What a screen exports as its route `handle` when its own content holds the newsletter sign-up
 * (the home page's section, the newsletter page): the footer then leaves its copy out, so no page
 * asks twice.
 */
export interface NewsletterHandle {
  newsletterInPage: true;
}

function isNewsletterHandle(handle: unknown): handle is NewsletterHandle {
  return (handle as Partial<NewsletterHandle> | undefined)?.newsletterInPage === true;
}

/** Whether the footer offers the sign-up on this page. */
export function useFooterNewsletter(): boolean {
  return !useMatches().some((match) => isNewsletterHandle(match.handle));
}
