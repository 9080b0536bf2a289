import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'lint', include: ['eslint/**/*.test.ts'], root: new URL('..', import.meta.url).pathname },
});
