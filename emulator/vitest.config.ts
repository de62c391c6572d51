import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    // Node loads graphql's CommonJS build for @graphql-tools; Vite would pick the .mjs build for our
    // sources, and two graphql instances reject each other's schemas. Pin the one Node uses.
    alias: [{find: /^graphql$/, replacement: require.resolve('graphql')}],
  },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20000,
  },
});
