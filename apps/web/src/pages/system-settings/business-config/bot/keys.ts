export const botKeys = {
  all: ['bot'] as const,
  list: () => [...botKeys.all, 'list'] as const,
  deliveries: (botId: string, page: number, pageSize: number) =>
    [...botKeys.all, 'deliveries', botId, page, pageSize] as const,
};
