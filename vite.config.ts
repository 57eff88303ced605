import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const apiPort = Number(process.env.API_PORT ?? 3001);
const apiTarget = `http://localhost:${apiPort}`;

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin.
    // A route's pendingComponent goes into its component's chunk: only that route shows it, so it stays out of the
    // entry (the router loads the chunk before it needs either).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: { defaultBehavior: [['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    vanillaExtractPlugin(),
  ],
  server: {
    port: 5173,
    proxy: {
      // changeOrigin false: the API sees the browser's Host, so same-origin login redirects hold in dev.
      '/api': { target: apiTarget, changeOrigin: false },
      '/.auth': { target: apiTarget, changeOrigin: false },
      '/emulator': { target: apiTarget, changeOrigin: false },
      '/map': { target: apiTarget, changeOrigin: false },
    },
  },
  // No modulepreload polyfill: every browser the portal supports preloads modules natively.
  build: { outDir: 'dist', sourcemap: false, manifest: true, modulePreload: { polyfill: false } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/browser/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          setupFiles: ['tests/setup/dom.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
