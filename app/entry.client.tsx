import {HydratedRouter} from 'react-router/dom';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {PageNonceProvider} from '~/lib/http/page-nonce';
import {deploymentInstrumentation, watchDeployments} from '~/lib/deployment/deployment-watch.client';

if (!window.location.origin.includes('webcache.googleusercontent.com')) {
  watchDeployments();
  startTransition(() => {
    const existingNonce =
      document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;

    hydrateRoot(
      document,
      <StrictMode>
        <PageNonceProvider value={existingNonce}>
          <HydratedRouter instrumentations={[deploymentInstrumentation]} />
        </PageNonceProvider>
      </StrictMode>,
    );
  });
}
