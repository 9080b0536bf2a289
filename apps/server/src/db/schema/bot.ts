import { DELIVERY_FAILURES } from '@termwise/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { organisationId } from './organisation-column.ts';

/** A daily-report bot: where the morning report goes, in which language, when. */
export const reportBot = pgTable(
  'report_bot',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    channel: text('channel', { enum: ['wecom', 'dingtalk', 'feishu', 'slack', 'webhook'] }).notNull(),
    /** AES-256-GCM like Amazon tokens: WeCom, DingTalk and Slack webhook URLs carry their access token. */
    webhookUrlCipher: text('webhook_url_cipher').notNull(),
    secretCipher: text('secret_cipher'),
    /** DingTalk's security setting: a keyword the message must contain, a signature, or none. */
    security: text('security', { enum: ['keyword', 'signature', 'none'] })
      .notNull()
      .default('none'),
    keyword: text('keyword'),
    /** Empty: every shop of the organisation. */
    shopIds: text('shop_ids').array().notNull().default([]),
    metrics: text('metrics').array().notNull(),
    language: text('language', { enum: ['zh-CN', 'en-US'] }).notNull(),
    /** HH:mm in `timezone`. */
    sendTime: text('send_time').notNull(),
    timezone: text('timezone').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.id] })],
);

/**
 * One message to a platform. A daily delivery is claimed by inserting its row before sending: the unique
 * (bot, report date) index lets exactly one server instance win the day.
 */
export const reportDelivery = pgTable(
  'report_delivery',
  {
    id: uuid('id').notNull().defaultRandom(),
    /** The bot's organisation: deliveries live beside their bot. */
    organisationId: uuid('organisation_id').notNull(),
    botId: uuid('bot_id').notNull(),
    kind: text('kind', { enum: ['daily', 'test'] }).notNull(),
    /** The bot-local date the daily report was for; the send date of a test. */
    reportDate: text('report_date').notNull(),
    status: text('status', { enum: ['sending', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /**
     * The receiver's HTTP status, and a named platform's own result code (WeCom's and DingTalk's `errcode`,
     * Feishu's `code`). Nothing else of an answer is kept: a receiver's words never reach a user.
     */
    httpStatus: integer('http_status'),
    platformCode: integer('platform_code'),
    /** Why a failed delivery failed, for the seller in their language; `error` keeps the details. */
    failureReason: text('failure_reason', { enum: DELIVERY_FAILURES }),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    foreignKey({
      columns: [table.organisationId, table.botId],
      foreignColumns: [reportBot.organisationId, reportBot.id],
    }).onDelete('cascade'),
    uniqueIndex('report_delivery_daily_key')
      .on(table.organisationId, table.botId, table.reportDate)
      .where(sql`kind = 'daily'`),
    index('report_delivery_bot_idx').on(table.organisationId, table.botId, table.createdAt),
  ],
);
