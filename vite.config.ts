import {defineConfig} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {reactRouter} from '@react-router/dev/vite';

export default defineConfig({
  resolve: {tsconfigPaths: true},
  plugins: [hydrogen(), oxygen(), reactRouter()],
  build: {
    // A strict Content-Security-Policy forbids inlined base64 assets.
    assetsInlineLimit: 0,
  },
  ssr: {
    optimizeDeps: {
      include: [
        'qs',
        'use-sync-external-store/shim',
        'set-cookie-parser',
        'cookie',
        'react-router',
      ],
    },
  },
});
