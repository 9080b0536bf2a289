// The direction of DESIGN section 2 for apps/web, as lint rules: app -> pages (and layouts) -> features ->
// service / components / utils -> packages. A feature is reached only through its index.ts; a layer never
// imports one above it; a page never imports another page (what two screens share belongs in features/,
// apps/web/README.md). Tests may reach into internals (mocks, fixtures) and are left out.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SRC = 'apps/web/src';
const FEATURES = readdirSync(fileURLToPath(new URL(`../${SRC}/features`, import.meta.url)), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.test-data.ts', `${SRC}/test/**`];

const above = (layers, layer) => ({
  regex: `^@/(${layers.join('|')})(/|$)`,
  message: `${layer} must not import from a layer above it (DESIGN section 2: app -> pages -> features -> service/components -> packages).`,
});

const deepFeature = (except) => ({
  regex: `^@/features/(?!${except ?? '$^'}/)[^/]+/.+`,
  message: "Import another feature through its index.ts ('@/features/<name>'), never its internals.",
});

/** `../<feature>/…` from inside a feature climbs into a sibling feature without its index. */
const relativeIntoFeature = (others) => ({
  regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`,
  message: "Import another feature through '@/features/<name>', never by a relative path.",
});

const otherPage = {
  regex: '^@/pages(/|$)',
  message:
    "A page imports its own files by relative path; what several screens share belongs in '@/features/<name>'.",
};

const restrict = (files, patterns) => ({
  files,
  ignores: TESTS,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const BELOW_FEATURES = ['app', 'pages', 'layouts', 'features'];

export const webLayers = [
  restrict([`${SRC}/app/**/*.{ts,tsx}`], [deepFeature()]),
  restrict([`${SRC}/layouts/**/*.{ts,tsx}`], [above(['app', 'pages'], 'layouts'), deepFeature()]),
  restrict([`${SRC}/pages/**/*.{ts,tsx}`], [above(['app', 'layouts'], 'pages'), deepFeature(), otherPage]),
  ...FEATURES.map((feature) =>
    restrict(
      [`${SRC}/features/${feature}/**/*.{ts,tsx}`],
      [
        above(['app', 'pages', 'layouts'], 'features'),
        deepFeature(feature),
        relativeIntoFeature(FEATURES.filter((other) => other !== feature)),
      ],
    ),
  ),
  restrict([`${SRC}/components/**/*.{ts,tsx}`], [above([...BELOW_FEATURES, 'service'], 'components')]),
  restrict([`${SRC}/service/**/*.{ts,tsx}`], [above([...BELOW_FEATURES, 'components'], 'service')]),
  restrict(
    [`${SRC}/utils/**/*.{ts,tsx}`, `${SRC}/locales/**/*.{ts,tsx}`],
    [above([...BELOW_FEATURES, 'components', 'service'], 'utils')],
  ),
];
