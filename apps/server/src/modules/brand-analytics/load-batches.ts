// The ABA document as COPY text batches for aba_search_term (in copy.ts's column order). The load worker
// runs this; it imports nothing of the database, so the worker starts quickly.
import type pg from 'pg';
import { copyText } from '../../db/copy-text.ts';
import { abaCsvTerms } from './csv-terms.ts';
import { abaTerms, type AbaTerm } from './terms.ts';

/** A batch of the document's terms as COPY text, and how far through the (gzipped) file it reaches. */
export interface AbaCopyBatch {
  text: string;
  terms: number;
  fraction: number;
}

export interface AbaLoadInput {
  file: string;
  /** Amazon's gzipped JSON document, or a Seller Central CSV download. */
  format: 'json' | 'csv';
  organisationId: string;
  reportId: string;
  /** Keep only these departments; empty: all. */
  departments: string[];
  /** Terms (of the departments kept) already stored by an earlier attempt. */
  skip: number;
  batchTerms: number;
  /** PostgreSQL: the worker stores the batches on a connection of its own. */
  connection?: pg.ClientConfig;
}

/**
 * The document's terms not stored yet, encoded for COPY a batch at a time (the load worker's work). Every
 * department the document names goes into `found`, those the filter leaves out and those stored before too.
 */
export async function* abaCopyBatches(input: AbaLoadInput, found: Set<string>): AsyncGenerator<AbaCopyBatch> {
  const departments = new Set(input.departments);
  let skip = input.skip;
  let fraction = 0;
  let lines: string[] = [];
  const termsOf = input.format === 'csv' ? abaCsvTerms : abaTerms;
  for await (const terms of termsOf(input.file, (read, total) => (fraction = read / total))) {
    for (const term of terms) {
      found.add(term.department);
      if (departments.size && !departments.has(term.department)) continue;
      if (skip > 0) {
        skip--;
        continue;
      }
      lines.push(copyLine(input, term));
      if (lines.length >= input.batchTerms) {
        yield { text: lines.join(''), terms: lines.length, fraction };
        lines = [];
      }
    }
  }
  if (lines.length) yield { text: lines.join(''), terms: lines.length, fraction: 1 };
}

function copyLine(report: Pick<AbaLoadInput, 'organisationId' | 'reportId'>, term: AbaTerm): string {
  const fields: unknown[] = [
    report.organisationId,
    report.reportId,
    term.searchTerm,
    term.department,
    term.rank,
    wordCount(term.searchTerm),
  ];
  for (let position = 0; position < 3; position++) {
    const asin = term.asins[position];
    fields.push(asin?.asin, asin?.title, asin?.clickShare, asin?.conversionShare);
  }
  fields.push(
    sum(term.asins.map((asin) => asin.clickShare)),
    sum(term.asins.map((asin) => asin.conversionShare)),
  );
  return `${fields.map(copyText).join('\t')}\n`;
}

export const wordCount = (text: string) => text.trim().split(/\s+/).length;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
