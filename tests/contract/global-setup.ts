// Starts the two backends the contract suite compares: the emulator (whose SMTP sink also takes the
// real Strapi's mail, so both backends' mails are read from one mailbox) and Strapi from cms/, each on
// a fresh database. CONTRACT_BACKENDS=emulator skips Strapi for a quick local run; CI runs both.
import type {ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {TestProject} from 'vitest/node';
import {startCms} from '../../scripts/cms-process.mjs';
import {startEmulator} from '../../scripts/emulator-process.mjs';
import {stopGroup} from '../../scripts/process-group.mjs';
import {ADMIN, CONTRACT_ENV, EMULATOR_ORIGIN, SMTP_PORT, STRAPI_ORIGIN, type BackendName} from './contract-env';

declare module 'vitest' {
  export interface ProvidedContext {
    backends: BackendName[];
    /** The admin's token, for the few settings tests change; one sign-in, as the admin panel limits them. */
    strapiAdminToken: string;
  }
}

async function adminSignIn(): Promise<string> {
  const response = await fetch(`${STRAPI_ORIGIN}/admin/login`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`POST /admin/login: ${response.status}`);
  return ((await response.json()) as {data: {token: string}}).data.token;
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'cms-contract-'));
  const backends = (process.env.CONTRACT_BACKENDS ?? 'emulator,strapi').split(',') as BackendName[];
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) stopGroup(child);
    rmSync(dir, {recursive: true, force: true});
  };
  try {
    children.push(
      await startEmulator({
        origin: EMULATOR_ORIGIN,
        quiet: true,
        detached: true,
        env: {...CONTRACT_ENV, EMULATOR_DB: join(dir, 'emulator.sqlite'), EMULATOR_SMTP_PORT: String(SMTP_PORT)},
      }),
    );
    if (backends.includes('strapi')) {
      const strapi = await startCms({
        port: Number(new URL(STRAPI_ORIGIN).port),
        quiet: !process.env.CONTRACT_VERBOSE,
        detached: true,
        env: {
          ...CONTRACT_ENV,
          DATABASE_FILENAME: join(dir, 'strapi.sqlite'),
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(SMTP_PORT),
          CMS_ADMIN_EMAIL: ADMIN.email,
          CMS_ADMIN_PASSWORD: ADMIN.password,
        },
      });
      children.push(strapi);
      project.provide('strapiAdminToken', await adminSignIn());
    }
  } catch (error) {
    stop();
    throw error;
  }
  project.provide('backends', backends);
  return stop;
}
