// Import cycles, type-only imports included: lint's import-x/no-cycle skips `import type`, and
// a type cycle still ties two modules together. `npm run test:cycles` (part of `npm test`).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'A type that two modules share lives in the lower one, or in a module of its own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '^functions/lib/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').resolve(__dirname, process.env.DEPCRUISE_TSCONFIG ?? 'tsconfig.json') },
  },
};
