import {HydratedRouter} from 'react-router/dom';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {NonceProvider} from '@shopify/hydrogen';
import {deploymentInstrumentation, watchDeployments} from '~/lib/deployment/deployment-watch.client';

if (!window.location.origin.includes('webcache.googleusercontent.com')) {
  watchDeployments();
  startTransition(() => {
    const existingNonce =
      document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;

    hydrateRoot(
      document,
      <StrictMode>
        <NonceProvider value={existingNonce}>
          <HydratedRouter instrumentations={[deploymentInstrumentation]} />
        </NonceProvider>
      </StrictMode>,
    );
  });
}
