// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, staticClosure, type BuiltChunk } from '../../build/module-graph';

/** Modules the login page must leave to later screens. */
const LATER = [
  { what: 'ECharts', pattern: /node_modules\/(echarts|zrender)\// },
  { what: 'a business page', pattern: /apps\/web\/src\/pages\/(?!login\/)/ },
  { what: 'the logged-in layout', pattern: /apps\/web\/src\/layouts\/(base|theme-drawer)\// },
  // antd keeps its own English defaults inside its components; Termwise's English pack must wait.
  { what: 'the other language', pattern: /apps\/web\/src\/(locales|features\/i18n\/packs)\/en-us/ },
  // No date on the login page: dayjs and its locales come with the logged-in frame.
  { what: 'dayjs', pattern: /node_modules\/dayjs\// },
  { what: 'the server-state cache', pattern: /@tanstack\// },
  // Early calls go by path (EarlyPaths); an endpoint object would bring its schemas and zod.
  { what: "zod (the contracts' schemas)", pattern: /node_modules\/zod\// },
  // The language menu and the other login forms load when opened.
  { what: "antd's menu and dropdown", pattern: /node_modules\/antd\/es\/(menu|dropdown)\// },
  // Toasts, dialogs and notices load once the page is idle (features/feedback); ConfigProvider keeps only
  // Modal's locale setter.
  {
    what: "antd's message, Modal and notification",
    pattern: /node_modules\/antd\/es\/(message|modal|notification)\/(?!locale\.js)/,
  },
  // Only those who turned the recommended colour on load its colour science. The contrast plugin (under 1 KB)
  // themes every page, the login page's included: text in theme colours is drawn in shades that read.
  {
    what: 'the recommended-colour code',
    pattern: /colord\/plugins\/(?!a11y)|packages\/color\/src\/(recommend|tailwind)/,
  },
  { what: 'the open tabs', pattern: /apps\/web\/src\/features\/tabs\// },
  // The login fields take antd's Input and Password themselves, not the index that adds the other inputs.
  {
    what: "antd's other inputs",
    pattern: /node_modules\/antd\/es\/input\/(index|Group|OTP|Search|TextArea)/,
  },
  {
    what: 'the other login forms',
    pattern: /src\/pages\/login\/(modules\/(?!PwdLogin)|AgreementField|CodeField)/,
  },
];

let chunks: BuiltChunk[];
let css: string;
let loginGraph: string[];

const chunkOf = (source: string) => {
  const found = chunks.find((chunk) => chunk.facadeModule?.endsWith(source));
  if (!found) throw new Error(`no chunk for ${source}`);
  return found;
};

beforeAll(async () => {
  ({ chunks, css } = await buildApp());
  const entry = chunks.find((chunk) => chunk.facadeModule?.endsWith('apps/web/index.html'))!;
  // What a cold visit to /login runs: the entry, the login page and the default language, each with its
  // static imports.
  const start = [entry, chunkOf('src/pages/login/index.tsx'), chunkOf('src/features/i18n/packs/zh-cn.ts')];
  loginGraph = [...new Set(start.flatMap((chunk) => staticClosure(chunks, chunk)))].flatMap(
    (chunk) => chunk.modules,
  );
}, 120_000);

describe('login route module graph (production build)', () => {
  it('has the login form and React', () => {
    expect(loginGraph.some((id) => id.includes('src/pages/login/modules/PwdLogin.tsx'))).toBe(true);
    expect(loginGraph.some((id) => id.includes('node_modules/react-dom/'))).toBe(true);
  });

  it.each(LATER)('does not pull in $what', ({ pattern }) => {
    expect(loginGraph.filter((id) => pattern.test(id))).toEqual([]);
  });

  it('still builds what the later screens need, in chunks of their own', () => {
    const all = chunks.flatMap((chunk) => chunk.modules);
    expect(all.some((id) => /node_modules\/echarts\//.test(id))).toBe(true);
    expect(all.some((id) => id.includes('src/locales/en-us'))).toBe(true);
  });

  // A stylesheet imported only by a feature's barrel is dropped with the barrel (package.json marks
  // modules side-effect free), and its screens lose their layout without any error.
  it('keeps every stylesheet of the source', () => {
    const sourceDir = new URL('..', import.meta.url);
    const sheets = readdirSync(sourceDir, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.css'));
    expect(sheets.length).toBeGreaterThan(5);
    const firstClass = (file: string) =>
      /\.(tw-[\w-]+)/.exec(readFileSync(new URL(file, sourceDir), 'utf8'))?.[1];
    const dropped = sheets.filter((file) => {
      const name = firstClass(file);
      return name !== undefined && !css.includes(`.${name}`);
    });
    expect(dropped).toEqual([]);
  });
});
