/** What other modules and the app may use of the auth module. */
export { createAuthModule } from './module.ts';
export { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limit.ts';
export type { SmsProvider } from './sms.ts';
