/** What other modules may use of the daily-report bot. */
export { createBotModule } from './module.ts';
export type { BotService } from './service.ts';
export type { SendPolicy } from './sender.ts';
export { seedDemoBot } from './demo.ts';
