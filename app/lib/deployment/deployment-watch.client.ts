import type {ClientInstrumentation} from 'react-router';
import {BUILD_ID_PATH, DEPLOYMENT_POLL_MS, DeploymentCheck} from './deployment-check';
import {isModuleLoadFailure, isOwnScript} from './load-failure';
import {reloadOnce} from './reload-guard';

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

export const deploymentInstrumentation: ClientInstrumentation = {
  router({instrument}) {
    instrument({
      async navigate(navigate, {to, formMethod}) {
        const href = deployment.documentLoadFor(to, formMethod, window.location.href);
        if (href) {
          window.location.assign(href);
          // Never settles: the router's own navigation must not start while the browser leaves the page.
          await new Promise(() => {});
        }
        await navigate();
      },
    });
  },
};

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
