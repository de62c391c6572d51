import {redirect, useLoaderData} from 'react-router';
import type {Route} from './+types/home';
import {Hero} from '~/components/home/hero';
import {FeaturedAlbum} from '~/components/home/featured-album';
import {NextDates, type NextDateView} from '~/components/home/next-dates';
import {LatestMedia, type LatestMediaView} from '~/components/home/latest-media';
import {RichText} from '~/components/rich-text/rich-text';
import {formatDate, formatInZone} from '~/i18n/dates';
import {screenPath} from '~/i18n/links';
import {localeCookie, negotiateLocale} from '~/i18n/negotiate';
import {STRAPI_COLLECTIONS} from '~/lib/cms/content-fields';
import {HomePageSchema} from '~/lib/cms/content-model';
import {imageFromMedia} from '~/lib/media/cms-image';
import {eventAnchor} from '~/lib/calendar/event-anchor';
import {loadUpcomingEvents} from '~/lib/calendar/events.server';
import {isLiveShow} from '~/lib/calendar/live-show';
import {loadPhotos, loadPressArticles, loadVideos} from '~/lib/media/media-lists.server';
import {releaseStatus} from '~/lib/media/release';
import {isSameSiteNavigation} from '~/lib/http/same-site';
import {screenSeo} from '~/lib/seo/screen-seo.server';
import {organizationJsonLd} from '~/lib/seo/structured-data.server';
import logo from '~/assets/favicon.svg';
import type {NewsletterHandle} from '~/components/newsletter/newsletter-handle';
import {NewsletterSection} from '~/components/newsletter/newsletter-section';
import homeStyles from '~/styles/home.css?url';

export const links: Route.LinksFunction = () => [{rel: 'stylesheet', href: homeStyles}];

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

// The home page invites to sign up in its own section, where the visitor reads about the duo.
export const handle: NewsletterHandle = {newsletterInPage: true};

export async function loader(args: Route.LoaderArgs) {
  redirectFirstVisit(args);
  const deferred = loadDeferredData(args.context);
  const critical = await loadCriticalData(args.context);
  const seo = screenSeo(args, 'home', (page) => ({
    jsonLd: organizationJsonLd({
      group: page.group,
      description: page.messages.site.description,
      logo: new URL(logo, page.origin).toString(),
      image: critical.heroImage?.src ?? null,
    }),
  }));
  return {...deferred, ...critical, seo};
}

// Only a visit from outside the site is sent to the visitor's language: a click inside it is a choice.
function redirectFirstVisit({request, context}: Route.LoaderArgs) {
  if (context.locale !== 'en' || isSameSiteNavigation(request)) return;
  const preferred = negotiateLocale(request);
  if (preferred === 'en') return;
  const url = new URL(request.url);
  // A campaign's link names its source in the query: it must reach the page the visitor reads.
  throw redirect(`${screenPath('home', preferred)}${url.search}`, {
    status: 302,
    headers: {'Set-Cookie': localeCookie(preferred, url.protocol === 'https:')},
  });
}

async function loadCriticalData(context: Route.LoaderArgs['context']) {
  const origin = context.appEnv.CMS_URL;
  const home = await context.cms.findSingle(STRAPI_COLLECTIONS.homePage, HomePageSchema, {
    populate: ['heroImage'],
  });
  const album = await context.storefront
    .query(HOME_FEATURED_ALBUM_QUERY, {variables: {handle: home.featuredAlbumHandle}})
    .then(({product}) => product)
    .catch((error: unknown) => {
      // The shop's outage must not take the duo's home page with it.
      console.error('The featured album could not be loaded', error);
      return null;
    });
  const releaseDate = album?.releaseDate?.value?.slice(0, 10) ?? null;
  return {
    // Only what the page shows: the document also holds the image's every rendition and its metadata.
    home: {heroTitle: home.heroTitle, heroText: home.heroText, introTitle: home.introTitle, intro: home.intro},
    heroImage: home.heroImage
      ? imageFromMedia(home.heroImage, origin, {
          format: 'medium',
          alt: home.heroImageAlt,
          locale: home.locale,
          pageLocale: context.locale,
        })
      : null,
    album: album
      ? {
          handle: album.handle,
          title: album.title,
          image: album.featuredImage ?? null,
          releaseDateText: releaseDate ? formatDate(`${releaseDate}T12:00:00`, 'PPP', context.locale) : null,
          status: releaseStatus(releaseDate, new Date()),
        }
      : null,
    mediaOrigin: origin,
    locale: context.locale,
  };
}

function loadDeferredData(context: Route.LoaderArgs['context']) {
  const origin = context.appEnv.CMS_URL;
  // Dates are formatted here so the home page's JavaScript needs no date library.
  const nextDates: Promise<NextDateView[]> = loadUpcomingEvents(context.cms, new Date(), 3)
    .then((events) =>
      events.map((event) => ({
        anchor: eventAnchor(event),
        title: event.title,
        city: event.city,
        live: isLiveShow(event),
        startsAt: event.startsAt,
        dateText: formatInZone(event.startsAt, 'PPP', context.locale, event.timezone),
      })),
    )
    .catch((error: unknown) => {
      console.error('The next dates could not be loaded', error);
      return [];
    });
  const latestMedia: Promise<LatestMediaView> = Promise.all([
    loadVideos(context.cms),
    loadPhotos(context.cms),
    loadPressArticles(context.cms),
  ]).then(([videos, photos, press]) => ({
    video: videos[0]
      ? {
          title: videos[0].title,
          thumbnail: videos[0].thumbnail
            ? imageFromMedia(videos[0].thumbnail, origin, {
                format: 'small',
                alt: videos[0].thumbnailAlt,
                locale: videos[0].locale,
                pageLocale: context.locale,
              })
            : null,
        }
      : null,
    photos: photos.slice(0, 3).map((photo) => ({
      id: photo.documentId,
      title: photo.title,
      image: imageFromMedia(photo.image, origin, {
        format: 'thumbnail',
        alt: photo.alt,
        locale: photo.locale,
        pageLocale: context.locale,
      }),
    })),
    press: press[0] ? {title: press[0].title, outlet: press[0].outlet, url: press[0].url} : null,
  }));
  return {nextDates, latestMedia};
}

export default function HomeScreen() {
  const {home, heroImage, album, mediaOrigin, locale, nextDates, latestMedia} = useLoaderData<typeof loader>();
  return (
    <>
      <Hero title={home.heroTitle} text={home.heroText} image={heroImage} mediaOrigin={mediaOrigin} />
      {album ? <FeaturedAlbum album={album} /> : null}
      <section className="home-intro" aria-labelledby="home-intro">
        <h2 id="home-intro">{home.introTitle}</h2>
        <RichText blocks={home.intro} headingOffset={2} mediaOrigin={mediaOrigin} />
      </section>
      <NextDates dates={nextDates} locale={locale} />
      <LatestMedia media={latestMedia} />
      <NewsletterSection />
    </>
  );
}

const HOME_FEATURED_ALBUM_QUERY = `#graphql
  query HomeFeaturedAlbum($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      featuredImage {
        url
        altText
        width
        height
      }
      releaseDate: metafield(namespace: "custom", key: "release_date") {
        value
      }
    }
  }
` as const;
