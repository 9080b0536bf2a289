export const notificationKeys = {
  all: ['notification'] as const,
  negations: () => [...notificationKeys.all, 'negations'] as const,
};
