import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'color', include: ['src/**/*.test.ts'] } });
