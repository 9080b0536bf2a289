import {
  HarvestApi,
  type HarvestListRequest,
  type HarvestProcessRequest,
  type HarvestSettingsSaveRequest,
  type NegRuleDraft,
} from '@termwise/contracts';
import { call } from '../request/call';

export type HarvestListQuery = Partial<HarvestListRequest> & Pick<HarvestListRequest, 'page' | 'pageSize'>;
export type HarvestAction = HarvestProcessRequest['action'];
/** Another ad group than the proposed one, picked by a person for a confirm. */
export type HarvestPick = NonNullable<HarvestProcessRequest['destination']>;

export const fetchHarvests = (body: HarvestListQuery) => call(HarvestApi.list, body);

export const handleHarvests = (ids: string[], action: HarvestAction, destination?: HarvestPick) =>
  call(HarvestApi.process, { ids, action, destination });

export const fetchHarvestDestinations = async (id: string) =>
  (await call(HarvestApi.destinations, { id })).destinations;

/** Silent: the bell says itself when its messages cannot be fetched. */
export const fetchWaitingHarvests = async () =>
  (await call(HarvestApi.pending, undefined, { silent: true })).shops;

/** What a harvest rule (a draft from the form) would propose now: nothing saved, nothing sent to Amazon. */
export const previewHarvestRule = (rule: NegRuleDraft) => call(HarvestApi.preview, { rule });

/** An applied harvest's proof day by day: the term at its source, and the new keyword since. */
export const fetchHarvestProofChart = (id: string) => call(HarvestApi.proofChart, { id });

export const fetchHarvestSettings = (shopId: string) => call(HarvestApi.settings, { shopId });

export const saveHarvestSettings = (body: HarvestSettingsSaveRequest) => call(HarvestApi.saveSettings, body);
