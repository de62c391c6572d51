import {defineConfig} from 'vitest/config';

/**
 * The CMS contract suite: the site's content and auth clients against the emulator and a real Strapi
 * started from cms/ (see tests/contract/global-setup.ts). Files run one at a time: they share both.
 */
export default defineConfig({
  resolve: {tsconfigPaths: true},
  test: {
    include: ['tests/contract/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/contract/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 300_000,
  },
});
