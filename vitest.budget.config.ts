import {defineConfig} from 'vitest/config';

// Reads the built client in dist/: run after `npm run build`.
export default defineConfig({
  test: {
    include: ['tests/budget/**/*.test.ts'],
    environment: 'node',
  },
});
