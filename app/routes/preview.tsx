import {data, redirect, useLoaderData} from 'react-router';
import type {Route} from './+types/preview';
import {getMessages} from '~/i18n/messages.server';
import {notFound} from '~/lib/http/not-found-response';
import {framedByCmsHeaders, openPreview} from '~/lib/preview/preview-mode.server';

export const meta: Route.MetaFunction = ({loaderData}) =>
  loaderData
    ? [
        {title: loaderData.title},
        {name: 'robots', content: 'noindex'},
        // The URL holds the preview secret: it never leaves the site in a Referer.
        {name: 'referrer', content: 'same-origin'},
      ]
    : [];

export async function loader({context, request}: Route.LoaderArgs) {
  const {appEnv, locale, backendBudget} = context;
  const entrance = await openPreview(new URL(request.url), {appEnv, locale, backendBudget});
  const headers = framedByCmsHeaders(appEnv);
  if (entrance.kind === 'missing') notFound();
  if (entrance.kind === 'enter') {
    return redirect(entrance.path, {status: 303, headers: {...headers, 'Set-Cookie': entrance.setCookie}});
  }
  // Words from the server: this page adds nothing to the scripts every page shares.
  const {preview} = getMessages(locale);
  const message = entrance.kind === 'refused' ? preview.refusedSecret : preview.refusedLink;
  return data({title: preview.refusedTitle, message}, {status: entrance.status, headers});
}

export default function PreviewRefused() {
  const {title, message} = useLoaderData<typeof loader>();
  return (
    <section className="page-intro">
      <h1>{title}</h1>
      <p>{message}</p>
    </section>
  );
}
