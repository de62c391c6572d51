// When the site knows a new deployment is live: the build id the server reports differs from
// the one this page was built with. Pure, so its decisions can be tested without a browser.

/** Answers `{id}`: the id of the build the server runs (the spec's `builds/latest.json`). */
export const BUILD_ID_PATH = '/builds/latest.json';
/** Spec: the deployment poll runs hourly; a focused tab checks when its last check is older. */
export const DEPLOYMENT_POLL_MS = 60 * 60 * 1000;

export interface DeploymentCheckDeps {
  runningBuildId: string;
  /** The server's build id; null when it cannot be read (offline, an error page). */
  fetchBuildId: () => Promise<string | null>;
  now: () => number;
}

export class DeploymentCheck {
  #deps: DeploymentCheckDeps;
  // The page was just served by the running build: the first question is due an hour from now.
  #lastCheckedAt: number;
  #pending: Promise<void> | null = null;
  #newBuildSeen = false;

  constructor(deps: DeploymentCheckDeps) {
    this.#deps = deps;
    this.#lastCheckedAt = deps.now();
  }

  get newBuildSeen(): boolean {
    return this.#newBuildSeen;
  }

  /** A poll, a focus or a visit back to the tab asks only when the last answer is an hour old. */
  isDue(): boolean {
    return !this.#newBuildSeen && this.#deps.now() - this.#lastCheckedAt >= DEPLOYMENT_POLL_MS;
  }

  /** Asks the server once at a time; a failed question counts as asked, so an outage is not hammered. */
  check(): Promise<void> {
    if (this.#newBuildSeen) return Promise.resolve();
    this.#pending ??= this.#ask().finally(() => {
      this.#pending = null;
    });
    return this.#pending;
  }

  checkIfDue(): Promise<void> {
    return this.isDue() ? this.check() : Promise.resolve();
  }

  /**
   * The address to load as a whole document instead of navigating inside the app, or null. Only
   * once a new build is live, only for plain (GET) navigations to this site: a form post is left
   * to the router, whose action runs on the new build anyway.
   */
  documentLoadFor(to: string | number, formMethod: string | undefined, currentHref: string): string | null {
    if (!this.#newBuildSeen || typeof to !== 'string') return null;
    if (formMethod && formMethod.toUpperCase() !== 'GET') return null;
    const target = new URL(to, currentHref);
    return target.origin === new URL(currentHref).origin ? target.href : null;
  }

  async #ask(): Promise<void> {
    let id: string | null = null;
    try {
      id = await this.#deps.fetchBuildId();
    } catch {
      id = null;
    }
    this.#lastCheckedAt = this.#deps.now();
    if (id && id !== this.#deps.runningBuildId) this.#newBuildSeen = true;
  }
}
