import { z } from 'zod';
import { PASSWORD_PATTERN, PHONE_PATTERN, SMS_CODE_PATTERN, USER_NAME_PATTERN } from './patterns.ts';
import { requiredText } from './primitives.ts';
import { schemaText } from './validation-messages.ts';

export * from './patterns.ts';

export const phone = z.string().regex(PHONE_PATTERN, schemaText('phone'));
export const password = z.string().regex(PASSWORD_PATTERN, schemaText('password'));
export const smsCode = z.string().regex(SMS_CODE_PATTERN, schemaText('smsCode'));
export const userName = z.string().regex(USER_NAME_PATTERN, schemaText('userName'));

/** Amazon ASINs as they show up in search terms (a shopper searched for a product). */
export const ASIN_PATTERN = /^b0[a-z0-9]{8}$/i;
/** Charts and term lists cover at most this many days (loops over their days stay bounded). */
export const MAX_RANGE_DAYS = 731;
/** Date filters of lists: ten years, more than any shop's history. */
export const MAX_FILTER_RANGE_DAYS = 3660;

export const id = z.uuid(schemaText('id'));
/** An id Amazon gave (campaign, ad group, keyword, target). */
export const amazonId = requiredText(64);
export const page = z.number().int().min(1).default(1);
export const pageSize = z.number().int().min(1).max(200).default(20);
/** A page of rows and how many there are in all. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number().int() });
