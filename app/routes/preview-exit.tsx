import {data, redirect, useLoaderData} from 'react-router';
import type {Route} from './+types/preview-exit';
import {screenPath} from '~/i18n/links';
import {getMessages} from '~/i18n/messages.server';
import {sameOriginPath} from '~/lib/http/safe-redirect';
import {isSameOriginPost} from '~/lib/http/same-site';
import {closePreview, framedByCmsHeaders} from '~/lib/preview/preview-mode.server';

export const meta: Route.MetaFunction = ({loaderData}) =>
  loaderData ? [{title: loaderData.title}, {name: 'robots', content: 'noindex'}] : [];

/**
 * After leaving in the CMS's frame, where the public page may not be shown (it refuses every frame): a
 * link to it instead. Any other visit goes to the home page.
 */
export function loader({context, request}: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = sameOriginPath(url.searchParams.get('left'), url.origin);
  if (!path) throw redirect(screenPath('home', context.locale));
  const {preview} = getMessages(context.locale);
  return data({path, title: preview.leftTitle, link: preview.openPublicPage}, {headers: framedByCmsHeaders(context.appEnv)});
}

export async function action({context, request}: Route.ActionArgs) {
  const headers = framedByCmsHeaders(context.appEnv);
  if (!isSameOriginPost(request)) throw data(null, {status: 403, headers});
  // The banner's form sends nothing: the page it was on is the Referer, which closePreview keeps on this site.
  const url = new URL(request.url);
  const left = await closePreview(request.headers.get('Referer'), url.origin, screenPath('home', context.locale), context.appEnv);
  const framed = request.headers.get('Sec-Fetch-Dest') === 'iframe';
  const to = framed ? `${url.pathname}?${new URLSearchParams({left: left.path})}` : left.path;
  return redirect(to, {status: 303, headers: {...headers, 'Set-Cookie': left.setCookie}});
}

export default function PreviewLeft() {
  const {path, title, link} = useLoaderData<typeof loader>();
  return (
    <section className="page-intro">
      <h1>{title}</h1>
      <p>
        <a href={path} target="_blank" rel="noopener">
          {link}
        </a>
      </p>
    </section>
  );
}
