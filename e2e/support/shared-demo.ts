import { readFileSync } from 'node:fs';
import type { ServerAddress } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one full-demo server, when a spec of the run shares it (see global-setup.ts). */
    sharedDemo?: ServerAddress;
  }
}

/**
 * A spec that calls `e2eSuite()` with no extra server environment runs on the full demo, and every such spec of
 * a run shares one demo server: the demo then syncs its shops at Amazon's rates once per run, not once per spec.
 */
export const sharesDemo = (env: Record<string, string>): boolean => Object.keys(env).length === 0;

/** Whether a spec file's source asks for the shared demo (`e2eSuite()` or `e2eSuite({}, ...)`). */
export const specSharesDemo = (file: string): boolean =>
  /\be2eSuite\(\s*(\)|\{\s*\}\s*[,)])/.test(readFileSync(file, 'utf8'));
