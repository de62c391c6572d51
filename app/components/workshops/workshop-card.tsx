import type {Workshop} from '~/lib/cms/schemas';
import type {ImageView} from '~/lib/cms-image';
import type {EventWhenView} from '~/components/calendar/event-when';
import {ScreenLink} from '~/components/ui/screen-link';
import {WorkshopFacts} from './workshop-facts';

export interface WorkshopListItem {
  workshop: Workshop;
  image: ImageView | null;
  /** Written out by the loader, in the duo's time zone. */
  when: EventWhenView;
}

export function WorkshopCard({item}: {item: WorkshopListItem}) {
  const {workshop, image, when} = item;
  return (
    <article className="card">
      {image ? (
        <img
          className="card__image"
          src={image.src}
          srcSet={image.srcSet}
          sizes="(min-width: 48rem) 20rem, 100vw"
          alt=""
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <h3 className="card__title">
        <ScreenLink screen="workshop" params={{handle: workshop.handle}}>
          {workshop.title}
        </ScreenLink>
      </h3>
      <WorkshopFacts workshop={workshop} when={when} />
    </article>
  );
}
