/** The Sponsored Products v3 resources Termwise reads or writes, with Amazon's names for each. */
export interface SpResource {
  path: string;
  /** Key of the entity array in bodies and of the 207 result. */
  key: string;
  mediaType: string;
  /** List and delete filter on this resource's own ids. */
  idFilter: string;
  /** What a 207 success item calls the new id. */
  successId: string;
}

const resource = (
  path: string,
  key: string,
  vendorType: string,
  idFilter: string,
  successId: string,
): SpResource => ({
  path,
  key,
  mediaType: `application/vnd.${vendorType}.v3+json`,
  idFilter,
  successId,
});

export const SP = {
  campaigns: resource('campaigns', 'campaigns', 'spCampaign', 'campaignIdFilter', 'campaignId'),
  adGroups: resource('adGroups', 'adGroups', 'spAdGroup', 'adGroupIdFilter', 'adGroupId'),
  keywords: resource('keywords', 'keywords', 'spKeyword', 'keywordIdFilter', 'keywordId'),
  targets: resource('targets', 'targetingClauses', 'spTargetingClause', 'targetIdFilter', 'targetId'),
  productAds: resource('productAds', 'productAds', 'spProductAd', 'adIdFilter', 'adId'),
  negativeKeywords: resource(
    'negativeKeywords',
    'negativeKeywords',
    'spNegativeKeyword',
    'negativeKeywordIdFilter',
    'negativeKeywordId',
  ),
  campaignNegativeKeywords: resource(
    'campaignNegativeKeywords',
    'campaignNegativeKeywords',
    'spCampaignNegativeKeyword',
    'campaignNegativeKeywordIdFilter',
    'campaignNegativeKeywordId',
  ),
  negativeTargets: resource(
    'negativeTargets',
    'negativeTargetingClauses',
    'spNegativeTargetingClause',
    'negativeTargetIdFilter',
    'targetId',
  ),
  campaignNegativeTargets: resource(
    'campaignNegativeTargets',
    'campaignNegativeTargetingClauses',
    'spCampaignNegativeTargetingClause',
    'campaignNegativeTargetIdFilter',
    'targetId',
  ),
} satisfies Record<string, SpResource>;

export const REPORT_MEDIA_TYPE = 'application/vnd.createasyncreportrequest.v3+json';
