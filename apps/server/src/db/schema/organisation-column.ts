import { uuid } from 'drizzle-orm/pg-core';
import { organisation } from './accounts.ts';

/** The organisation a row belongs to: deleting the organisation deletes the row. */
export const organisationId = () =>
  uuid('organisation_id')
    .notNull()
    .references(() => organisation.id, { onDelete: 'cascade' });
