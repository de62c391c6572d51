import type {Event} from '~/lib/cms/content-model';
import {mediaUrl} from '~/lib/media/cms-image';

export function eventImage(event: Pick<Event, 'liveShow'>, mediaOrigin: string): string | null {
  const image = event.liveShow?.image;
  return image ? mediaUrl(image, mediaOrigin, 'large') : null;
}
