import type {Event} from '~/lib/cms/content-model';
import {mediaUrl} from '~/lib/media/cms-image';

/** A date's own picture, its live show's, as an absolute URL; null when it has none. */
export function eventImage(event: Pick<Event, 'liveShow'>, mediaOrigin: string): string | null {
  const image = event.liveShow?.image;
  return image ? mediaUrl(image, mediaOrigin, 'large') : null;
}
