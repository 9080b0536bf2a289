import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';

export interface BuiltChunk {
  fileName: string;
  /** Source modules bundled into the chunk, relative to the repository (node_modules paths kept). */
  modules: string[];
  imports: string[];
  dynamicImports: string[];
  facadeModule: string | null;
}

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const relative = (id: string) => id.replace(repoRoot, '').replace(/\?.*$/, '');

export interface BuiltApp {
  chunks: BuiltChunk[];
  /** Every stylesheet the build emitted, concatenated. */
  css: string;
}

/** Builds the web app in memory (nothing written): its chunks with the modules in each, and its CSS. */
export async function buildApp(): Promise<BuiltApp> {
  const output = (await build({ root: webRoot, logLevel: 'silent', build: { write: false } })) as
    Rollup.RollupOutput | Rollup.RollupOutput[];
  const items = (Array.isArray(output) ? output : [output]).flatMap((one) => one.output);
  const chunks = items
    .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
    .map((chunk) => ({
      fileName: chunk.fileName,
      modules: chunk.moduleIds.map(relative),
      imports: chunk.imports,
      dynamicImports: chunk.dynamicImports,
      facadeModule: chunk.facadeModuleId ? relative(chunk.facadeModuleId) : null,
    }));
  const css = items
    .filter((item): item is Rollup.OutputAsset => item.type === 'asset' && item.fileName.endsWith('.css'))
    .map((asset) => String(asset.source))
    .join('\n');
  return { chunks, css };
}

/** Every chunk a browser loads before running `start`: the chunk itself and its static imports, transitively. */
export function staticClosure(chunks: BuiltChunk[], start: BuiltChunk): BuiltChunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Map<string, BuiltChunk>();
  const visit = (chunk: BuiltChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) visit(byName.get(name)!);
  };
  visit(start);
  return [...seen.values()];
}
