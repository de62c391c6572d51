import {useLoaderData} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {Route} from './+types/policy';
import {ScreenLink} from '~/components/ui/screen-link';
import {clipText} from '~/lib/cms/blocks-text';
import {htmlToText, sanitizeHtml} from '~/lib/html/sanitize-html';
import {notFound} from '~/lib/http/not-found-response';
import {POLICY_SCREENS, policyScreenAt} from '~/i18n/policy-screens';
import {screenSeo} from '~/lib/seo/screen-seo.server';

export const meta: Route.MetaFunction = ({loaderData}) => loaderData?.seo ?? [];

export async function loader({request, context, params}: Route.LoaderArgs) {
  const screen = policyScreenAt(request.url);
  if (!screen) notFound();
  const {shop} = await context.storefront.query(POLICY_QUERY, {
    variables: {
      privacyPolicy: screen === 'privacy-policy',
      refundPolicy: screen === 'refund-policy',
      termsOfService: screen === 'terms-of-service',
    },
    cache: context.storefront.CacheLong(),
  });
  const policy = shop.privacyPolicy ?? shop.refundPolicy ?? shop.termsOfService;
  if (!policy?.body.trim()) notFound();
  // The body is HTML from the shop's admin: only its prose reaches the page.
  const body = sanitizeHtml(policy.body);
  return {
    screen,
    policy: {title: policy.title, body},
    seo: screenSeo({context, request, params}, screen, {title: policy.title, description: clipText(htmlToText(body))}),
  };
}

export default function PolicyScreen() {
  const {screen, policy} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  return (
    <>
      <article className="policy">
        <div className="page-heading">
          <h1>{policy.title}</h1>
        </div>
        <div className="rich-text" dangerouslySetInnerHTML={{__html: policy.body}} />
      </article>
      <nav className="related" aria-labelledby="other-policies">
        <h2 id="other-policies">{t('policy.others')}</h2>
        <ul>
          {POLICY_SCREENS.filter((other) => other !== screen).map((other) => (
            <li key={other}>
              <ScreenLink screen={other}>{t(`screen.${other}`)}</ScreenLink>
            </li>
          ))}
          <li>
            <ScreenLink screen="shop">{t('policy.backToShop')}</ScreenLink>
          </li>
        </ul>
      </nav>
    </>
  );
}

const POLICY_QUERY = `#graphql
  fragment PolicyBody on ShopPolicy {
    id
    title
    body
  }
  query PolicyPage(
    $privacyPolicy: Boolean!
    $refundPolicy: Boolean!
    $termsOfService: Boolean!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    shop {
      privacyPolicy @include(if: $privacyPolicy) {
        ...PolicyBody
      }
      refundPolicy @include(if: $refundPolicy) {
        ...PolicyBody
      }
      termsOfService @include(if: $termsOfService) {
        ...PolicyBody
      }
    }
  }
` as const;
