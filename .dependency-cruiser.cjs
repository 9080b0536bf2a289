/**
 * Import cycles, type-only imports included: two files that import each other cannot be read, changed or
 * tested apart. `npm run lint` runs this after eslint (which holds the module boundaries).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'An import cycle (type-only imports count): move the shared piece to a file both can import.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', '/node_modules/', '\\.test\\.tsx?$', '/test/', '/e2e/', '/bench/'] },
    tsPreCompilationDeps: true,
    // Only for the web app's `@/` alias (the cruiser does not follow apps/web/tsconfig.json's `extends`).
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
