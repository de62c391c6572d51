import {defineConfig} from 'vitest/config';

// Reads the built client in dist/: `npm run test:built` builds it first.
export default defineConfig({
  test: {
    include: ['tests/budget/**/*.test.ts'],
    environment: 'node',
  },
});
