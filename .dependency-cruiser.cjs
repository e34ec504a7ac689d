// Import cycles, type-only imports included (a type cycle still ties two modules together): the
// one check for cycles, `npm run test:cycles` (part of `npm test`). Lint does not look for them again.
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
