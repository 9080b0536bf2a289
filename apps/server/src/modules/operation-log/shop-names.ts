/**
 * What the log's screen reads of the shop module, by shape. The app hands in the shop module's directory;
 * importing it here would make an import cycle, since the shop module writes to this log.
 */
export interface ShopNames {
  shopsById(shopIds: string[]): Promise<Map<string, { name: string; timezone: string }>>;
  shopsOfOrganisation(organisationId: string): Promise<{ id: string; name: string; countryCode: string }[]>;
  names(shopIds: string[]): Promise<{
    campaign(shopId: string, campaignId: string): string;
    adGroup(shopId: string, adGroupId: string | null): string | null;
  }>;
}
