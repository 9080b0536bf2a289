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

/** Builds the web app in memory (nothing written) and answers its chunks with the modules in each. */
export async function buildChunks(): Promise<BuiltChunk[]> {
  const output = (await build({ root: webRoot, logLevel: 'silent', build: { write: false } })) as
    Rollup.RollupOutput | Rollup.RollupOutput[];
  const outputs = Array.isArray(output) ? output : [output];
  return outputs
    .flatMap((one) => one.output)
    .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
    .map((chunk) => ({
      fileName: chunk.fileName,
      modules: chunk.moduleIds.map(relative),
      imports: chunk.imports,
      dynamicImports: chunk.dynamicImports,
      facadeModule: chunk.facadeModuleId ? relative(chunk.facadeModuleId) : null,
    }));
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
