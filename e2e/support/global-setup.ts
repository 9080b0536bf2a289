import type { TestProject } from 'vitest/node';
import { startServer } from './server';
import { specSharesDemo } from './shared-demo';

/**
 * Starts the shared demo server once, before the first spec, when a spec of this run shares it (a run of one
 * accounts-only spec starts none). Its shops sync while the specs that need no demo data run first (see
 * sequencer.ts); it stops after the last spec.
 */
export default async function setup(project: TestProject) {
  // The command line's file filters (internal to Vitest, hence the cast); without them every spec runs.
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  const { testFiles } = await project.globTestFiles(filters);
  if (!testFiles.some(specSharesDemo)) return;
  const server = await startServer();
  project.provide('sharedDemo', {
    baseUrl: server.baseUrl,
    dataDir: server.dataDir,
    logFile: server.logFile,
  });
  return () => server.stop();
}
