// The committed resolver types must be what graphql-codegen makes of the schemas and codegen.ts today:
// a schema upgrade or a new mapper without `npm run codegen -w emulator` fails here.
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {generate} from '@graphql-codegen/cli';
import {expect, test} from 'vitest';
import config from '../codegen.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

test('both generated-resolver-types.ts files are current', {timeout: 60_000}, async () => {
  const outputs = (await generate({...config, cwd: root, silent: true}, false)) as {filename: string; content: string}[];
  expect(outputs.map((output) => output.filename).sort()).toEqual(Object.keys(config.generates).sort());
  for (const output of outputs) {
    const committed = readFileSync(join(root, output.filename), 'utf8');
    expect(committed === output.content, `run \`npm run codegen -w emulator\` and commit ${output.filename}`).toBe(true);
  }
});
