import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const organisation = pgTable('organisation', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const appUser = pgTable(
  'app_user',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisation.id),
    phone: text('phone').notNull(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /** The member who invited them into the organisation; null for its founder. */
    invitedBy: uuid('invited_by'),
    /** The shops of the organisation this member may see; null: every shop. */
    shopIds: text('shop_ids').array(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('app_user_phone_key').on(table.phone)],
);

/** One login: the family every rotated refresh token of that login belongs to. */
export const userSession = pgTable(
  'user_session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    createdAt: createdAt(),
  },
  (table) => [index('user_session_user_idx').on(table.userId)],
);

export const refreshToken = pgTable(
  'refresh_token',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => userSession.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('refresh_token_hash_key').on(table.tokenHash)],
);

/** Codes the SMS provider was asked to send; the outbox provider leaves them here for dev and tests. */
export const smsCode = pgTable(
  'sms_code',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    scene: text('scene').notNull(),
    code: text('code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('sms_code_phone_idx').on(table.phone, table.scene, table.createdAt)],
);

/**
 * An admin's invitation of a phone into the organisation, with the role (and shops) it will have. Single use:
 * registering with the phone takes it (`acceptedAt`); it can be revoked, and it expires.
 */
export const memberInvitation = pgTable(
  'member_invitation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    role: text('role').notNull(),
    shopIds: text('shop_ids').array(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('member_invitation_phone_idx').on(table.phone)],
);
