import {
  HarvestApi,
  type HarvestListRequest,
  type HarvestProcessRequest,
  type NegRuleDraft,
} from '@termwise/contracts';
import { call } from '../request/call';

export type HarvestListQuery = Partial<HarvestListRequest> & Pick<HarvestListRequest, 'page' | 'pageSize'>;
export type HarvestAction = HarvestProcessRequest['action'];

export const fetchHarvests = (body: HarvestListQuery) => call(HarvestApi.list, body);

export const handleHarvests = (ids: string[], action: HarvestAction) =>
  call(HarvestApi.process, { ids, action });

/** What a harvest rule (a draft from the form) would propose now: nothing saved, nothing sent to Amazon. */
export const previewHarvestRule = (rule: NegRuleDraft) => call(HarvestApi.preview, { rule });
