import type {CmsClient} from './cms/client.server';
import {EventSchema, STRAPI_COLLECTIONS, type Event} from './cms/schemas';

const MAX_EVENTS = 100;

/**
 * Events that have not ended yet, soonest first. The query asks from the start
 * of the previous day (UTC), so a running festival is kept and the URL, hence
 * the cache entry shared by every page that lists dates, stays the same all
 * day; the exact cut is made here.
 */
export async function loadUpcomingEvents(cms: CmsClient, now: Date, limit?: number): Promise<Event[]> {
  const dayBefore = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1));
  const events = await cms.findMany(STRAPI_COLLECTIONS.events, EventSchema, {
    filters: {startsAt: {$gte: dayBefore.toISOString()}},
    sort: ['startsAt:asc'],
    // The show's picture illustrates the date in search results.
    populate: {liveShow: {populate: ['image']}},
    pagination: {page: 1, pageSize: MAX_EVENTS},
  });
  const upcoming = events.filter((event) => Date.parse(event.endsAt ?? event.startsAt) >= now.getTime());
  return limit === undefined ? upcoming : upcoming.slice(0, limit);
}
