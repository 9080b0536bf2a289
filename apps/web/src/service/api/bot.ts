import { BotApi, type BotCreateRequest, type BotUpdateRequest } from '@termwise/contracts';
import { call } from '../request/call';

export const fetchBots = () => call(BotApi.list);
export const createBot = (body: BotCreateRequest) => call(BotApi.create, body);
export const updateBot = (body: BotUpdateRequest) => call(BotApi.update, body);
export const deleteBot = (id: string) => call(BotApi.remove, { id });
export const testSendBot = (id: string) => call(BotApi.testSend, { id });
export const fetchDeliveries = (botId: string, page: number, pageSize: number) =>
  call(BotApi.deliveries, { botId, page, pageSize });
