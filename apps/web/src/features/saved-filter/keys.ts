export const savedFilterKeys = {
  all: ['saved-filter'] as const,
  page: (page: string) => [...savedFilterKeys.all, page] as const,
};
