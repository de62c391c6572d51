import {useLoaderData} from 'react-router';
import type {Route} from './+types/videos';
import {ScreenHeading} from '~/components/layout/screen-heading';
import {VideoList} from '~/components/media/video-list';
import {imageFromMedia} from '~/lib/media/cms-image';
import {mediaDateText} from '~/lib/media/media-date.server';
import {loadVideos} from '~/lib/media/media-lists.server';
import {screenSeo} from '~/lib/seo/screen-seo.server';
import mediaStyles from '~/styles/media.css?url';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: mediaStyles}];

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

export async function loader({context, request, params}: Route.LoaderArgs) {
  const videos = await loadVideos(context.cms);
  return {
    videos: videos.map((video) => ({
      id: video.documentId,
      provider: video.provider,
      videoId: video.videoId,
      title: video.title,
      publishedOn: video.publishedOn,
      dateText: mediaDateText(video.publishedOn, context.locale),
      description: video.description,
      thumbnail: video.thumbnail
        ? imageFromMedia(video.thumbnail, context.appEnv.CMS_URL, {
            alt: video.thumbnailAlt,
            locale: video.locale,
            pageLocale: context.locale,
          })
        : null,
    })),
    seo: screenSeo({context, request, params}, 'videos'),
  };
}

export default function VideosScreen() {
  const {videos} = useLoaderData<typeof loader>();
  return (
    <>
      <ScreenHeading screen="videos" />
      <VideoList videos={videos} />
    </>
  );
}
