import type { FailureReason } from '@termwise/contracts';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisation } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { organisationId } from './organisation-column.ts';

/**
 * Background work coordinated through PostgreSQL: a runner leases a due job with FOR UPDATE SKIP LOCKED,
 * so several server instances never run the same job, and an expired lease means the runner died.
 */
export const job = pgTable(
  'job',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').references(() => organisation.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Jobs with the same key never run twice at once (e.g. one sync per shop). */
    dedupeKey: text('dedupe_key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state', { enum: ['queued', 'running', 'succeeded', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
    progress: integer('progress').notNull().default(0),
    /** Where a resumed run picks up (e.g. the report days already ingested). */
    checkpoint: jsonb('checkpoint').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** Why it failed, as a code the seller reads in their language; `error` keeps the details. */
    failure: jsonb('failure').$type<FailureReason>(),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('job_due_idx').on(table.state, table.runAfter),
    uniqueIndex('job_active_key')
      .on(table.dedupeKey)
      .where(sql`state in ('queued', 'running')`),
  ],
);

export const operationLog = pgTable(
  'operation_log',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    userId: uuid('user_id'),
    userName: text('user_name').notNull(),
    module: text('module').notNull(),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    shopId: uuid('shop_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    result: text('result', { enum: ['success', 'failure'] }).notNull(),
    message: text('message'),
    failure: jsonb('failure').$type<FailureReason>(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    index('operation_log_org_idx').on(table.organisationId, table.createdAt),
  ],
);

export const savedFilter = pgTable(
  'saved_filter',
  {
    userId: uuid('user_id').notNull(),
    page: text('page').notNull(),
    kind: text('kind', { enum: ['default', 'current'] }).notNull(),
    filter: jsonb('filter').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('saved_filter_key').on(table.userId, table.page, table.kind)],
);
