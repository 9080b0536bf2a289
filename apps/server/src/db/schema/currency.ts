import { date, doublePrecision, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { organisation } from './accounts.ts';
import { updatedAt } from './columns.ts';
import { organisationId } from './organisation-column.ts';

/** An organisation's own rate for a currency (units per US dollar, as of a day); others use the defaults. */
export const currencyRate = pgTable(
  'currency_rate',
  {
    organisationId: organisationId(),
    currencyCode: text('currency_code').notNull(),
    perUsd: doublePrecision('per_usd').notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.currencyCode] })],
);

/** The currency an organisation reads all its shops in, converted (the board's "all shops" figures). */
export const homeCurrency = pgTable('home_currency', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisation.id, { onDelete: 'cascade' }),
  currencyCode: text('currency_code').notNull(),
  updatedAt: updatedAt(),
});
