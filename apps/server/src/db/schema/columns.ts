import { numeric, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Money in the shop's currency; four decimals keep per-click costs exact before rounding for display. */
export const money = (name: string) => numeric(name, { precision: 16, scale: 4, mode: 'number' });
