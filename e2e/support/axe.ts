import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** WCAG 2.1 levels A and AA, as axe-core tags them. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** What a theme changes: colours only. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Loads axe-core into every document the context opens, so a check needs no injection. */
export async function withAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: axeSource });
}

export interface AxeFinding {
  rule: string;
  impact: string | null;
  help: string;
  targets: string[];
}

interface AxeResults {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
}

/**
 * Violations of WCAG 2.1 A/AA on the page as it is now; `colourOnly` re-checks only what a theme changes, and
 * `within` (a selector) checks one part, such as a drawer whose mask dims the page behind it.
 */
export async function axeViolations(
  page: Page,
  { colourOnly = false, within }: { colourOnly?: boolean; within?: string } = {},
): Promise<AxeFinding[]> {
  const runOnly = colourOnly ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: WCAG_21_AA };
  const results = await page.evaluate(
    // axe-core is a global of the page (see withAxe).
    ({ include, options }) =>
      (window as unknown as { axe: { run(context: object, options: object): Promise<unknown> } }).axe.run(
        include ? { include: [include] } : document,
        options,
      ),
    { include: within, options: { runOnly, resultTypes: ['violations'] } },
  );
  return (results as AxeResults).violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}
