// A fresh emulator per test file, in-process, over a copy of content/ that the file may change.
import {cpSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {vi} from 'vitest';
import {createEmulator, type Emulator} from '../../../../emulator/src/server';

export const CMS_URL = 'http://emulator.test';
export const CMS_TOKEN = 'emulator-cms-token';

export interface CmsEmulator {
  emulator: Emulator;
  contentDir: string;
  /** The fetch to give a client: every call goes to the emulator and is recorded. */
  fetch: ReturnType<typeof vi.fn<(input: string, init: RequestInit) => Promise<Response>>>;
  requests: Request[];
  close(): void;
}

/** `publicRegistration` opens sign-ups, closed by default as in the Strapi project. */
export function startCmsEmulator({publicRegistration = false} = {}): CmsEmulator {
  const dir = mkdtempSync(join(tmpdir(), 'cms-client-test-'));
  const contentDir = join(dir, 'content');
  cpSync(resolve(import.meta.dirname, '../../../../content'), contentDir, {
    recursive: true,
    filter: (source) => !source.includes('uploads'),
  });
  // The emulator reads these once per process; vitest gives each test file its own.
  process.env.EMULATOR_CONTENT_DIR = contentDir;
  process.env.CMS_API_TOKEN = CMS_TOKEN;
  const emulator = createEmulator({
    dbPath: join(dir, 'emulator.sqlite'),
    publicToken: 'p',
    privateToken: 'q',
    baseUrl: CMS_URL,
    publicRegistration,
  });
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    return emulator.fetch(request);
  });
  return {
    emulator,
    contentDir,
    fetch,
    requests,
    close() {
      emulator.close();
      rmSync(dir, {recursive: true, force: true});
    },
  };
}
