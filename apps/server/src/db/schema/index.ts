export * from './accounts.ts';
export * from './amazon.ts';
export * from './negation.ts';
export * from './platform.ts';
export * from './bot.ts';
export * from './keyword.ts';
export * from './rank.ts';
export * from './brand-analytics.ts';
