// The committed resolver types must be what graphql-codegen makes of the schema and codegen.ts today:
// a schema upgrade or a new mapper without `npm run codegen -w emulator` fails here.
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {generate} from '@graphql-codegen/cli';
import {expect, test} from 'vitest';
import config from '../codegen.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

test('generated-resolver-types.ts is current', {timeout: 60_000}, async () => {
  const outputs = (await generate({...config, cwd: root, silent: true}, false)) as {filename: string; content: string}[];
  expect(outputs).toHaveLength(1);
  const committed = readFileSync(join(root, outputs[0].filename), 'utf8');
  expect(committed === outputs[0].content, 'run `npm run codegen -w emulator` and commit the result').toBe(true);
});
