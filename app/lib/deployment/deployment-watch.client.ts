// The browser's side of new deployments (see decision 003): notice a new build and turn the next
// navigation into a page load; reload once when a script of the build failed to load.
import type {ClientInstrumentation} from 'react-router';
import {BUILD_ID_PATH, DEPLOYMENT_POLL_MS, DeploymentCheck} from './deployment-check';
import {isModuleLoadFailure, isOwnScript} from './load-failure';
import {reloadOnce} from './reload-guard';

/** Polling is set up a second after start, out of the way of hydration. */
const START_DELAY_MS = 1000;

interface RouterManifest {
  version?: string;
  url?: string;
}
const manifest = (window as unknown as {__reactRouterManifest?: RouterManifest}).__reactRouterManifest;

const deployment = new DeploymentCheck({
  runningBuildId: manifest?.version ?? '',
  now: () => Date.now(),
  async fetchBuildId() {
    const response = await fetch(BUILD_ID_PATH, {cache: 'no-store', headers: {Accept: 'application/json'}});
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const id = (body as {id?: unknown} | null)?.id;
    return typeof id === 'string' ? id : null;
  },
});

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const reloadGuarded = () => reloadOnce({storage: sessionStore(), now: () => Date.now(), reload: () => window.location.reload()});

/**
 * Every router navigation (links, forms, `navigate()`) passes here. Once a new build is live the
 * document is loaded instead, and the router's own navigation is never started: the wrapped call
 * waits on a promise that never settles while the browser leaves the page.
 */
export const deploymentInstrumentation: ClientInstrumentation = {
  router({instrument}) {
    instrument({
      async navigate(navigate, {to, formMethod}) {
        const href = deployment.documentLoadFor(to, formMethod, window.location.href);
        if (href) {
          window.location.assign(href);
          await new Promise(() => {});
        }
        await navigate();
      },
    });
  },
};

/**
 * React Router reloads the page by itself when a route module fails to import (without a guard,
 * but only on a navigation, so never in a loop). These are the other failures: Vite's preload
 * helper, a lazy import nobody caught, and a script element of this build.
 */
function reloadOnLoadFailures() {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadGuarded()) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isModuleLoadFailure(event.reason)) reloadGuarded();
  });
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && isOwnScript(target.src, manifest?.url, window.location.href)) {
        reloadGuarded();
      }
    },
    // Load errors of elements do not bubble.
    true,
  );
}

function pollForDeployments() {
  window.setInterval(() => void deployment.check(), DEPLOYMENT_POLL_MS);
  // Timers sleep in background tabs; coming back to the tab asks again when an hour has passed.
  const onReturn = () => {
    if (document.visibilityState === 'visible') void deployment.checkIfDue();
  };
  window.addEventListener('focus', onReturn);
  document.addEventListener('visibilitychange', onReturn);
}

export function watchDeployments(): void {
  reloadOnLoadFailures();
  window.setTimeout(pollForDeployments, START_DELAY_MS);
}
