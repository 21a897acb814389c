/**
 * The shape of the code, checked by `npm test -- code` (part of `npm test`): no import cycle,
 * packages depend in one direction (content ← server, content ← web), and every package a file
 * imports is declared in the package.json of the workspace the file is in.
 * docs/architecture.md explains the layering.
 */
const TESTS = '(\\.test\\.tsx?$|/test/|/system/|\\.bench\\.ts$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: modules that need each other cannot be read, tested or moved alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing.',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
    {
      name: 'no-undeclared-package',
      severity: 'error',
      comment: "A package imported but not in its workspace's package.json: it works only while hoisted.",
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'server-runs-without-dev-dependencies',
      severity: 'error',
      comment: 'The running server must not need a devDependency.',
      from: { path: '^(server|content)/src', pathNot: TESTS },
      to: { dependencyTypes: ['npm-dev'] },
    },
    {
      name: 'content-depends-on-no-other-package',
      severity: 'error',
      comment: 'Content is the bottom layer: the server and the web app read it, never the reverse.',
      from: { path: '^content/' },
      to: { path: '^(server|web|e2e)/' },
    },
    {
      name: 'web-does-not-import-the-server',
      severity: 'error',
      comment: 'The browser app reaches the server only over HTTP, through its documents client.',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'views-and-components-do-not-import-screens',
      severity: 'error',
      comment:
        'A screen is one route; what several pages draw lives in web/src/views or web/src/components, and never reaches into a screen.',
      from: { path: '^web/src/(views|components|layout)/' },
      to: { path: '^web/src/screens/' },
    },
    {
      name: 'server-does-not-import-web-sources',
      severity: 'error',
      comment: 'The server reads what the web build wrote (web/dist), not the web sources.',
      from: { path: '^server/src', pathNot: TESTS },
      to: { path: '^web/src' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^((content|server|web|e2e)/dist|\\.tmp|data|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Each file is checked against the package.json nearest to it: its own workspace's.
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
  },
};
