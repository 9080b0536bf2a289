import { defineConfig } from 'vitest/config';

// Building a world and its reports takes a few seconds of CPU; on a shared, busy machine far more.
export default defineConfig({ test: { name: 'sandbox', include: ['test/**/*.test.ts'], testTimeout: 30_000 } });
