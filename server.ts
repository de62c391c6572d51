import * as serverBuild from 'virtual:react-router/server-build';
import {createRequestHandler, storefrontRedirect} from '@shopify/hydrogen';
import {createHydrogenRouterContext} from '~/lib/context';
import {rememberLocale} from '~/i18n/locale-cookie.server';
import {applySecurityHeaders} from '~/lib/http/security-headers.server';
import {applyCachePolicy} from '~/lib/http/cache-policy';
import {buildIdResponse} from '~/lib/deployment/build-id.server';
import {closedStandardProxy} from '~/lib/relay/standard-proxy.server';
import {methodNotAllowed} from '~/lib/http/http-methods.server';
import {drainUnreadBody} from '~/lib/http/unread-body.server';
import {urlBeyondLimits} from '~/lib/http/url-limits.server';

// Each request's Hydrogen context, for the one request handler below.
const contexts = new WeakMap<Request, Awaited<ReturnType<typeof createHydrogenRouterContext>>>();

// Built once: React Router derives its route tree and data handler on a handler's first request, which
// a handler made per request repeats every time (over a hundred routes).
const handleRequest = createRequestHandler({
  build: serverBuild,
  mode: process.env.NODE_ENV,
  // Naming the framework to every visitor tells an attacker what to try; it helps no one else.
  poweredByHeader: false,
  getLoadContext: (request) => contexts.get(request),
});

export default {
  async fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    try {
      const beyondLimits = urlBeyondLimits(request);
      if (beyondLimits) {
        await drainUnreadBody(request);
        applySecurityHeaders(beyondLimits.headers, request);
        return beyondLimits;
      }

      const refused = methodNotAllowed(request);
      if (refused) {
        await drainUnreadBody(request);
        applySecurityHeaders(refused.headers, request);
        return refused;
      }

      // Asked by open pages to notice a new deployment: no session, no context needed.
      const buildId = buildIdResponse(request, serverBuild.assets.version);
      if (buildId) {
        applySecurityHeaders(buildId.headers, request);
        return buildId;
      }

      const closed = closedStandardProxy(request);
      if (closed) {
        applySecurityHeaders(closed.headers, request);
        return closed;
      }

      const hydrogenContext = await createHydrogenRouterContext(request, env, executionContext);
      contexts.set(request, hydrogenContext);

      let response = await handleRequest(request);

      if (hydrogenContext.session.isPending) {
        response.headers.append('Set-Cookie', await hydrogenContext.session.commit());
      }

      if (response.status === 404) {
        // Redirects kept in the Shopify admin (URL redirects) apply only to what we don't serve.
        response = await storefrontRedirect({
          request,
          response,
          storefront: hydrogenContext.storefront,
        });
      }

      await drainUnreadBody(request);
      rememberLocale(request, response);
      applyCachePolicy(request, response, {
        degraded: hydrogenContext.backendBudget.degraded,
        preview: hydrogenContext.preview !== null,
        privateData: hydrogenContext.privateData.held,
      });
      applySecurityHeaders(response.headers, request);
      return response;
    } catch (error) {
      console.error(error);
      const response = new Response('Internal Server Error', {
        status: 500,
        headers: {'Content-Type': 'text/plain; charset=utf-8'},
      });
      applySecurityHeaders(response.headers, request);
      return response;
    }
  },
};
