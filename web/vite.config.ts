import { defineConfig } from 'vite';

// Builds into the server's classpath folder /public, so `heterodox serve` serves the app at /.
export default defineConfig({
  base: '/',
  build: {
    outDir: '../server/target/classes/public',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
} as Parameters<typeof defineConfig>[0]);
