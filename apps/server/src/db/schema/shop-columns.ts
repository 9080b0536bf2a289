import { uuid } from 'drizzle-orm/pg-core';
import { shop } from './amazon.ts';
import { organisationId } from './organisation-column.ts';

/** The shop a row belongs to: deleting the shop deletes the row. */
export const shopId = () =>
  uuid('shop_id')
    .notNull()
    .references(() => shop.id, { onDelete: 'cascade' });

/** The organisation and shop a row belongs to, in that column order; deleting either deletes the row. */
export const shopOwned = () => ({ organisationId: organisationId(), shopId: shopId() });
