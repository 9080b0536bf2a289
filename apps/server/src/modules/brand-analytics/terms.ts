import { stat } from 'node:fs/promises';
import { reportFileBatches, type ReportShape } from '../amazon/index.ts';

/** Amazon's JSON for the report type: `{"reportSpecification": {...}, "dataByDepartmentAndSearchTerm": [rows]}`. */
const ABA_DOCUMENT: ReportShape = {
  opening: /^\s*\{[\s\S]*?"dataByDepartmentAndSearchTerm"\s*:\s*\[/,
  closing: /^\s*\]\s*\}\s*$/,
};

export interface ClickedAsin {
  asin: string;
  title: string;
  clickShare: number;
  conversionShare: number;
}

/** One search term of the report with its (up to three) clicked ASINs, in click-share rank order. */
export interface AbaTerm {
  searchTerm: string;
  department: string;
  rank: number;
  asins: ClickedAsin[];
}

/** The file is not a Brand Analytics search-terms document (or a row of it is broken). */
export class AbaFileError extends Error {}

/**
 * The document's search terms in file order (by rank), Amazon's up to three rows per term joined into one.
 * `onBytes` hears how much of the (gzipped) file has been read, for progress.
 */
export async function* abaTerms(
  path: string,
  onBytes?: (read: number, size: number) => void,
): AsyncGenerator<AbaTerm[]> {
  const { size } = await stat(path);
  let current: AbaTerm | undefined;
  let read = 0;
  try {
    for await (const rows of reportFileBatches(path, ABA_DOCUMENT, (bytes) =>
      onBytes?.((read += bytes), size),
    )) {
      const terms: AbaTerm[] = [];
      for (const row of rows) {
        const asin = clickedAsin(row);
        const searchTerm = row.searchTerm;
        const rank = row.searchFrequencyRank;
        if (typeof searchTerm !== 'string' || !searchTerm || !Number.isInteger(rank) || (rank as number) < 1)
          throw new AbaFileError(`a row has no search term or no search frequency rank`);
        if (current && current.searchTerm === searchTerm && current.rank === rank) {
          if (asin && current.asins.length < 3) current.asins.push(asin);
          continue;
        }
        if (current) terms.push(current);
        current = {
          searchTerm,
          department: typeof row.departmentName === 'string' ? row.departmentName : '',
          rank: rank as number,
          asins: asin ? [asin] : [],
        };
      }
      if (terms.length) yield terms;
    }
  } catch (error) {
    if (error instanceof AbaFileError) throw error;
    // zlib's and the parser's own messages name a byte or a path; the seller needs to know what it was.
    throw new AbaFileError(
      `not a gzipped Brand Analytics search-terms document (${(error as Error).message})`,
    );
  }
  if (current) yield [current];
}

function clickedAsin(row: Record<string, unknown>): ClickedAsin | undefined {
  if (typeof row.clickedAsin !== 'string' || !row.clickedAsin) return undefined;
  return {
    asin: row.clickedAsin,
    title: typeof row.clickedItemName === 'string' ? row.clickedItemName : '',
    clickShare: share(row.clickShare),
    conversionShare: share(row.conversionShare),
  };
}

const share = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
