export const BUILD_ID_PATH = '/builds/latest.json';
export const DEPLOYMENT_POLL_MS = 60 * 60 * 1000;

export interface DeploymentCheckDeps {
  runningBuildId: string;
  fetchBuildId: () => Promise<string | null>;
  now: () => number;
}

export class DeploymentCheck {
  #deps: DeploymentCheckDeps;
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

  isDue(): boolean {
    return !this.#newBuildSeen && this.#deps.now() - this.#lastCheckedAt >= DEPLOYMENT_POLL_MS;
  }

  // A failed question counts as asked, so an outage is not hammered.
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
