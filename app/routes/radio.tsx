import {useLoaderData} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/radio';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {EmptyState} from '~/components/ui/empty-state';
import {AudioList} from '~/components/media/audio-list';
import {toAudioItem} from '~/lib/media/audio-item';
import {RadioInterviewSchema, STRAPI_COLLECTIONS} from '~/lib/cms/schemas';
import {withMediaDate} from '~/lib/media/media-date.server';
import {screenSeo} from '~/lib/seo/screen-seo.server';
import mediaStyles from '~/styles/media.css?url';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: mediaStyles}];

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

export async function loader({context, request, params}: Route.LoaderArgs) {
  const entries = await context.cms.findMany(STRAPI_COLLECTIONS.radioInterviews, RadioInterviewSchema, {
    sort: ['publishedOn:desc'],
  });
  return {
    items: entries.map((entry) => withMediaDate(toAudioItem(entry, context.appEnv.CMS_URL), context.locale)),
    seo: screenSeo({context, request, params}, 'radio'),
  };
}

export default function RadioScreen() {
  const {items} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  return (
    <>
      <ScreenHeading screen="radio" />
      {items.length > 0 ? (
        <AudioList items={items} dateLabel="broadcastOn" />
      ) : (
        <EmptyState>{t('empty.radio')}</EmptyState>
      )}
    </>
  );
}
