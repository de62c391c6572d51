import {useLoaderData} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/photos';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {EmptyState} from '~/components/ui/empty-state';
import {PhotoGrid} from '~/components/media/photo-grid';
import {imageFromMedia} from '~/lib/media/cms-image';
import {loadPhotos} from '~/lib/media/media-lists.server';
import {mediaSrc} from '~/lib/media/media-src';
import {screenSeo} from '~/lib/seo/screen-seo.server';
import mediaStyles from '~/styles/media.css?url';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: mediaStyles}];

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

export async function loader({context, request, params}: Route.LoaderArgs) {
  const origin = context.appEnv.CMS_URL;
  const photos = await loadPhotos(context.cms);
  return {
    photos: photos.map((photo) => {
      const thumbnail = imageFromMedia(photo.image, origin, {
        format: 'small',
        alt: photo.alt,
        locale: photo.locale,
        pageLocale: context.locale,
      });
      return {
        id: photo.documentId,
        title: photo.title,
        alt: photo.alt,
        credit: photo.credit,
        src: mediaSrc(photo.image.url, origin),
        width: photo.image.width,
        height: photo.image.height,
        thumbnail: {src: thumbnail.src, width: thumbnail.width, height: thumbnail.height},
        srcSet: thumbnail.srcSet,
      };
    }),
    seo: screenSeo({context, request, params}, 'photos'),
  };
}

export default function PhotosScreen() {
  const {photos} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  return (
    <>
      <ScreenHeading screen="photos" />
      {photos.length > 0 ? <PhotoGrid photos={photos} /> : <EmptyState>{t('empty.photos')}</EmptyState>}
    </>
  );
}
