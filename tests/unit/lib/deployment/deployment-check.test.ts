import {describe, expect, it, vi} from 'vitest';
import {DEPLOYMENT_POLL_MS, DeploymentCheck} from '~/lib/deployment/deployment-check';

const PAGE = 'https://duo.example/fr/calendrier';

function setup(serverIds: (string | null | Error)[]) {
  let now = 1_000_000;
  const fetchBuildId = vi.fn(async () => {
    const next = serverIds.shift() ?? null;
    if (next instanceof Error) throw next;
    return next;
  });
  const check = new DeploymentCheck({runningBuildId: 'build-a', fetchBuildId, now: () => now});
  return {check, fetchBuildId, advance: (ms: number) => (now += ms)};
}

describe('DeploymentCheck', () => {
  it('asks nothing within the first hour of a page', async () => {
    const {check, fetchBuildId, advance} = setup(['build-b']);
    advance(DEPLOYMENT_POLL_MS - 1);
    await check.checkIfDue();
    expect(fetchBuildId).not.toHaveBeenCalled();
    advance(1);
    await check.checkIfDue();
    expect(fetchBuildId).toHaveBeenCalledOnce();
    expect(check.newBuildSeen).toBe(true);
  });

  it('stays quiet while the server runs the same build, and waits an hour after each answer', async () => {
    const {check, fetchBuildId, advance} = setup(['build-a', 'build-a']);
    await check.check();
    expect(check.newBuildSeen).toBe(false);
    advance(DEPLOYMENT_POLL_MS / 2);
    expect(check.isDue()).toBe(false);
    advance(DEPLOYMENT_POLL_MS / 2);
    expect(check.isDue()).toBe(true);
    await check.checkIfDue();
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
  });

  it('counts a failed or empty answer as asked, and not as a new build', async () => {
    const {check, advance} = setup([new Error('offline'), null]);
    advance(DEPLOYMENT_POLL_MS);
    await check.checkIfDue();
    expect(check.newBuildSeen).toBe(false);
    expect(check.isDue()).toBe(false);
    await check.check();
    expect(check.newBuildSeen).toBe(false);
  });

  it('asks once at a time, and never again once a new build is seen', async () => {
    const {check, fetchBuildId} = setup(['build-b']);
    await Promise.all([check.check(), check.check()]);
    expect(fetchBuildId).toHaveBeenCalledOnce();
    await check.check();
    expect(fetchBuildId).toHaveBeenCalledOnce();
  });

  it('turns plain navigations inside the site into page loads, once a new build is seen', async () => {
    const {check} = setup(['build-b']);
    expect(check.documentLoadFor('/fr/contact', undefined, PAGE)).toBeNull();
    await check.check();
    expect(check.documentLoadFor('/fr/contact', undefined, PAGE)).toBe('https://duo.example/fr/contact');
    expect(check.documentLoadFor('?month=2026-06', 'get', PAGE)).toBe('https://duo.example/fr/calendrier?month=2026-06');
    expect(check.documentLoadFor('/fr/recherche', 'GET', PAGE)).toBe('https://duo.example/fr/recherche');
  });

  it('leaves form posts, history steps and other sites to the router', async () => {
    const {check} = setup(['build-b']);
    await check.check();
    expect(check.documentLoadFor('/fr/contact', 'POST', PAGE)).toBeNull();
    expect(check.documentLoadFor(-1, undefined, PAGE)).toBeNull();
    expect(check.documentLoadFor('https://elsewhere.example/', undefined, PAGE)).toBeNull();
  });
});
