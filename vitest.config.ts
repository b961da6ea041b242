import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Property tests run thousands of cases; corpus tests read 4,400 files.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
