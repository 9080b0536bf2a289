export const shopKeys = {
  all: ['shop'] as const,
  list: () => [...shopKeys.all, 'list'] as const,
};
