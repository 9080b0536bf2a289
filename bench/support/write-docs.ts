// `npm run bench -- --write-docs` (and `-- --scale --write-docs`): the figures of this run, written into
// docs/performance.md between the markers of its section, so that no figure on that page is copied by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import * as prettier from 'prettier';
import { formatNumber, type Figure } from './harness.ts';

const PAGE = new URL('../../docs/performance.md', import.meta.url);

/** `figures`: a whole run of the bench files; `scale`: a `--scale` run. */
export type DocsSection = 'figures' | 'scale';

const markers = (section: DocsSection) => ({
  start: `<!-- bench:${section}:start -->`,
  end: `<!-- bench:${section}:end -->`,
  command: section === 'scale' ? 'npm run bench -- --scale --write-docs' : 'npm run bench -- --write-docs',
});

export interface BenchRun {
  figures: Figure[];
  failed: string[];
  startedAt: Date;
  seconds: number;
  postgres: boolean;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

function row(one: Figure): string {
  const measured = one.value === null ? 'not measured' : `${formatNumber(one.value)} ${one.unit}`;
  const target = one.target ? `${one.target.op} ${formatNumber(one.target.value)} ${one.unit}` : 'none';
  const verdict = !one.target && one.value !== null ? '' : one.met ? 'met' : 'MISSED';
  return `| ${cell(one.name)} | ${cell(measured)} | ${cell(target)} | ${verdict} | ${cell(one.note ?? '')} |`;
}

export function figuresSection(
  { figures, failed, startedAt, seconds, postgres }: BenchRun,
  section: DocsSection = 'figures',
): string {
  const { start, end, command } = markers(section);
  const processors = cpus();
  const machine = `${processors.length} × ${processors[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const missed = figures.filter((one) => !one.met).length;
  return [
    start,
    `Written by \`${command}\` from its own output: run started ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC,`,
    `${seconds} s, on ${machine}; PostgreSQL ${postgres ? 'reachable' : 'not reachable (its figures are not measured)'}.`,
    `${figures.length} figures, ${missed} MISSED${failed.length ? `; bench files FAILED: ${failed.join(', ')}` : ''}.`,
    '',
    '| figure | measured | target | | note |',
    '| --- | --- | --- | --- | --- |',
    ...figures.map(row),
    end,
  ].join('\n');
}

/** Replaces the page's section, formatted as the repository formats Markdown. */
export async function writeFiguresToDocs(run: BenchRun, section: DocsSection = 'figures'): Promise<void> {
  const page = readFileSync(PAGE, 'utf8');
  const marker = markers(section);
  const start = page.indexOf(marker.start);
  const end = page.indexOf(marker.end);
  if (start === -1 || end < start)
    throw new Error(`docs/performance.md has no ${marker.start} … ${marker.end} markers`);
  const written = page.slice(0, start) + figuresSection(run, section) + page.slice(end + marker.end.length);
  const options = await prettier.resolveConfig(PAGE);
  writeFileSync(PAGE, await prettier.format(written, { ...options, filepath: PAGE.pathname }));
}
