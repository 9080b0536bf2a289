/** One day's positions of an ASIN for a keyword; null: not found in the results that day. */
export interface RankDay {
  date: string;
  asin: string;
  keyword: string;
  organicRank: number | null;
  sponsoredRank: number | null;
}

/**
 * Where ranks come from besides CSV imports. Amazon has no rank API: a seller's rank tracker is the source,
 * and the sandbox stands in for one. `ranks` answers the days from `startDate` to `endDate` it knows.
 */
export interface RankSource {
  ranks(request: {
    profileId: string;
    asin: string;
    keywords: string[];
    startDate: string;
    endDate: string;
  }): Promise<RankDay[]>;
}

/** Keywords per request: the feed caps them, and a shorter URL stays far below any proxy's limit. */
const KEYWORDS_PER_CALL = 50;

/** The Amazon sandbox's rank feed (`GET /rank-feed/v1/ranks`). */
export function sandboxRankSource(baseUrl: string): RankSource {
  return {
    async ranks({ profileId, asin, keywords, startDate, endDate }) {
      const days: RankDay[] = [];
      for (let start = 0; start < keywords.length; start += KEYWORDS_PER_CALL) {
        const query = new URLSearchParams({ profileId, asin, startDate, endDate });
        for (const keyword of keywords.slice(start, start + KEYWORDS_PER_CALL))
          query.append('keyword', keyword);
        const response = await fetch(`${baseUrl}/rank-feed/v1/ranks?${query}`);
        if (!response.ok) throw new Error(`rank feed answered ${response.status}: ${await response.text()}`);
        days.push(...((await response.json()) as { ranks: RankDay[] }).ranks);
      }
      return days;
    },
  };
}
