import {useMatches} from 'react-router';

// A screen whose content holds the sign-up says so, and the footer leaves its copy out.
export interface NewsletterHandle {
  newsletterInPage: true;
}

function isNewsletterHandle(handle: unknown): handle is NewsletterHandle {
  return (handle as Partial<NewsletterHandle> | undefined)?.newsletterInPage === true;
}

export function useFooterNewsletter(): boolean {
  return !useMatches().some((match) => isNewsletterHandle(match.handle));
}
