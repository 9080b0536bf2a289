/**
 * Field messages of the schemas in both languages. A schema's own message is the English text of an entry
 * here (what logs and developers read); `issueMessage` renders any issue, a schema's own or one of Zod's
 * built-in checks, in the reader's language. The server answers validation failures through it in the
 * caller's Accept-Language, and the web runs it on the server's schemas it checks forms with.
 */

export type MessageLanguage = 'zh-CN' | 'en-US';
type Params = Record<string, unknown>;
type Texts = Record<MessageLanguage, string>;

const SCHEMA_TEXTS = {
  notEmpty: { 'en-US': 'cannot be empty', 'zh-CN': '不能为空' },
  noNul: { 'en-US': 'must not contain a NUL character', 'zh-CN': '不能包含 NUL 字符' },
  dateFormat: { 'en-US': 'must be a date YYYY-MM-DD', 'zh-CN': '须为 YYYY-MM-DD 格式的日期' },
  realDate: { 'en-US': 'must be a real calendar date', 'zh-CN': '须为真实存在的日期' },
  dateBounds: { 'en-US': 'must be between {min} and {max}', 'zh-CN': '须在 {min} 至 {max} 之间' },
  dateRange: {
    'en-US': 'must be on or after startDate and within {maxDays} days',
    'zh-CN': '须不早于开始日期，且跨度不超过 {maxDays} 天',
  },
  jsonValues: { 'en-US': 'at most {max} values', 'zh-CN': '最多 {max} 个值' },
  jsonString: { 'en-US': 'strings of at most {max} characters', 'zh-CN': '字符串最多 {max} 个字符' },
  jsonDepth: { 'en-US': 'nested at most {max} levels', 'zh-CN': '嵌套最多 {max} 层' },
  jsonKey: { 'en-US': 'must not use the key {key}', 'zh-CN': '不能使用键名 {key}' },
  phone: { 'en-US': 'invalid phone number', 'zh-CN': '手机号格式不正确' },
  password: {
    'en-US': 'must be 6-18 letters, digits or underscores',
    'zh-CN': '须为 6-18 位字母、数字或下划线',
  },
  smsCode: { 'en-US': 'must be 6 digits', 'zh-CN': '须为 6 位数字' },
  userName: {
    'en-US': 'must be 4-16 letters, digits, Chinese characters, _ or -',
    'zh-CN': '须为 4-16 位汉字、字母、数字、_ 或 -',
  },
  id: { 'en-US': 'must be an id', 'zh-CN': '须为有效的 ID' },
  userId: { 'en-US': 'must be a user id', 'zh-CN': '须为有效的用户 ID' },
  asin: { 'en-US': 'must be an ASIN like B0XXXXXXXX', 'zh-CN': '须为 ASIN，如 B0XXXXXXXX' },
  asinAny: { 'en-US': 'must be an ASIN', 'zh-CN': '须为 ASIN' },
  sendTime: { 'en-US': 'must be HH:mm', 'zh-CN': '须为 HH:mm 格式' },
  timeZone: { 'en-US': 'unknown time zone', 'zh-CN': '未知的时区' },
  httpAddress: { 'en-US': 'must be an http(s) address', 'zh-CN': '须为 http(s) 网址' },
  currencyCode: { 'en-US': 'must be a currency code such as USD', 'zh-CN': '须为 USD 这样的币种代码' },
  oneMetric: { 'en-US': 'choose at least one metric', 'zh-CN': '至少选择一个指标' },
  oneCondition: { 'en-US': 'needs at least one condition', 'zh-CN': '至少需要一个条件' },
  oneId: { 'en-US': 'needs at least one id', 'zh-CN': '至少需要一个 ID' },
  atLeastMinWords: { 'en-US': 'must be at least minWords', 'zh-CN': '不能小于最少词数' },
  atLeastRankMin: { 'en-US': 'must be at least rankMin', 'zh-CN': '不能小于最小排名' },
  idOrRule: { 'en-US': 'give either id or rule', 'zh-CN': '须给出规则 ID 或规则内容之一' },
  keywordOrTarget: {
    'en-US': 'give either keywordId or targetId',
    'zh-CN': '须给出关键词 ID 或投放 ID 之一',
  },
  probabilityNeedsAcosTarget: {
    'en-US': 'is required by condition {index} (reachProbability measures against the ACOS target)',
    'zh-CN': '条件 {index}（达标概率以目标 ACOS 衡量）需要填写此项',
  },
  harvestWithoutProbability: {
    'en-US': 'condition {index}: a harvest rule measures what a term sold, not a probability',
    'zh-CN': '条件 {index}：收割规则衡量搜索词已有的销售，不用达标概率',
  },
  harvestSevenDays: {
    'en-US': 'a harvest rule counts orders with 7-day attribution',
    'zh-CN': '收割规则按 7 天归因计算订单',
  },
  probabilityIsAbsolute: {
    'en-US': 'condition {index}: a probability is not relative to a target',
    'zh-CN': '条件 {index}：概率不能相对于目标',
  },
  campaignNamePattern: {
    'en-US': 'must contain {sku} or {asin}, and {targeting}',
    'zh-CN': '须包含 {sku} 或 {asin}，以及 {targeting}',
  },
  campaignNameLength: {
    'en-US': "with a 40-character SKU the name must fit in Amazon's 128 characters",
    'zh-CN': '代入 40 个字符的 SKU 后，名称须不超过亚马逊限制的 128 个字符',
  },
  minBidAtMostMaxBid: { 'en-US': 'must be at most maxBid', 'zh-CN': '不能大于最高竞价' },
  targetRequired: {
    'en-US': 'is required by condition {index} ({metric} relative to {relativeTo})',
    'zh-CN': '条件 {index}（{metric} 相对于 {relativeTo}）需要填写此项',
  },
} as const satisfies Record<string, Texts>;

export type SchemaText = keyof typeof SCHEMA_TEXTS;

/** Zod's built-in checks, worded for a seller rather than a developer. */
const CHECK_TEXTS = {
  required: { 'en-US': 'is required', 'zh-CN': '必填' },
  empty: { 'en-US': 'cannot be empty', 'zh-CN': '不能为空' },
  type: { 'en-US': 'must be {type}', 'zh-CN': '须为{type}' },
  maxChars: { 'en-US': 'at most {n} characters', 'zh-CN': '最多 {n} 个字符' },
  minChars: { 'en-US': 'at least {n} characters', 'zh-CN': '至少 {n} 个字符' },
  maxItems: { 'en-US': 'at most {n} items', 'zh-CN': '最多 {n} 项' },
  minItems: { 'en-US': 'at least {n} items', 'zh-CN': '至少 {n} 项' },
  atMost: { 'en-US': 'must be at most {n}', 'zh-CN': '不能大于 {n}' },
  below: { 'en-US': 'must be less than {n}', 'zh-CN': '须小于 {n}' },
  atLeast: { 'en-US': 'must be at least {n}', 'zh-CN': '不能小于 {n}' },
  above: { 'en-US': 'must be greater than {n}', 'zh-CN': '须大于 {n}' },
  oneOf: { 'en-US': 'must be one of {values}', 'zh-CN': '须为以下之一：{values}' },
  format: { 'en-US': 'has an invalid format', 'zh-CN': '格式不正确' },
  unknownKeys: { 'en-US': 'unknown fields {keys}', 'zh-CN': '不支持的字段 {keys}' },
  union: { 'en-US': 'matches none of the allowed forms', 'zh-CN': '不符合任何允许的格式' },
  invalid: { 'en-US': 'is invalid', 'zh-CN': '无效' },
} as const satisfies Record<string, Texts>;

const TYPE_NAMES: Record<string, Texts> = {
  string: { 'en-US': 'text', 'zh-CN': '文本' },
  number: { 'en-US': 'a number', 'zh-CN': '数字' },
  int: { 'en-US': 'a whole number', 'zh-CN': '整数' },
  boolean: { 'en-US': 'true or false', 'zh-CN': '布尔值' },
  array: { 'en-US': 'a list', 'zh-CN': '列表' },
  object: { 'en-US': 'an object', 'zh-CN': '对象' },
};

function fill(template: string, params: Params): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The English message of a schema text, as the schema's own message. */
export function schemaText(key: SchemaText, params: Params = {}): string {
  return fill(SCHEMA_TEXTS[key]['en-US'], params);
}

/**
 * A custom issue's message and params for a text with parameters: the params name the text, so any
 * language can render it again.
 */
export function schemaIssue(key: SchemaText, params: Params = {}): SchemaIssue {
  return { message: schemaText(key, params), params: { ...params, text: key } };
}

export interface SchemaIssue {
  message: string;
  params: Params;
}

const textByEnglish = new Map<string, Texts>(
  Object.values(SCHEMA_TEXTS).map((texts) => [texts['en-US'], texts]),
);

/** What `issueMessage` reads of a Zod issue (also of the server's copy, which keeps the same fields). */
export interface IssueLike {
  code: string;
  message?: string | undefined;
  params?: Params | undefined;
}

/** An issue's other fields, which depend on its code (`maximum`, `values`, `errors`...). */
type AnyIssue = IssueLike & Record<string, unknown>;

/**
 * An issue in `language`. `value` is the input at the issue's path, when the caller knows it: a missing
 * value reads "is required" rather than "must be a number".
 */
export function issueMessage(issue: IssueLike, language: MessageLanguage, value?: unknown): string {
  const own = ownText(issue);
  if (own) return fill(own[language], issue.params ?? {});
  const [key, params] = builtIn(issue as AnyIssue, language, value);
  return fill(CHECK_TEXTS[key][language], params);
}

function ownText(issue: IssueLike): Texts | undefined {
  const named = issue.params?.text;
  if (typeof named === 'string' && named in SCHEMA_TEXTS) return SCHEMA_TEXTS[named as SchemaText];
  return issue.message ? textByEnglish.get(issue.message) : undefined;
}

function builtIn(
  issue: AnyIssue,
  language: MessageLanguage,
  value: unknown,
): [keyof typeof CHECK_TEXTS, Params] {
  switch (issue.code) {
    case 'invalid_type': {
      if (value === undefined) return ['required', {}];
      const type = TYPE_NAMES[String(issue.expected)];
      return type ? ['type', { type: type[language] }] : ['invalid', {}];
    }
    case 'too_big':
      return bound(issue, 'maxChars', 'maxItems', issue.inclusive === false ? 'below' : 'atMost', 'maximum');
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return ['empty', {}];
      return bound(issue, 'minChars', 'minItems', issue.inclusive === false ? 'above' : 'atLeast', 'minimum');
    case 'invalid_value':
      return ['oneOf', { values: (issue.values as unknown[] | undefined)?.map(String).join(', ') ?? '' }];
    case 'invalid_format':
      return ['format', {}];
    case 'unrecognized_keys':
      return ['unknownKeys', { keys: (issue.keys as unknown[] | undefined)?.map(String).join(', ') ?? '' }];
    case 'invalid_union': {
      const values = literalsOf(issue);
      return values ? ['oneOf', { values: values.join(', ') }] : ['union', {}];
    }
    default:
      return ['invalid', {}];
  }
}

function bound(
  issue: AnyIssue,
  chars: keyof typeof CHECK_TEXTS,
  items: keyof typeof CHECK_TEXTS,
  number: keyof typeof CHECK_TEXTS,
  limit: 'maximum' | 'minimum',
): [keyof typeof CHECK_TEXTS, Params] {
  const n = String(issue[limit]);
  if (issue.origin === 'string') return [chars, { n }];
  if (issue.origin === 'array' || issue.origin === 'set') return [items, { n }];
  return [number, { n }];
}

/** A union of literals (`1 | 2`) fails with one `invalid_value` per branch: the allowed values, together. */
function literalsOf(issue: AnyIssue): string[] | undefined {
  const branches = issue.errors as AnyIssue[][] | undefined;
  if (!branches?.length) return undefined;
  const values: string[] = [];
  for (const branch of branches) {
    const [only] = branch;
    if (branch.length !== 1 || only?.code !== 'invalid_value') return undefined;
    values.push(...(only.values as unknown[]).map(String));
  }
  return values;
}
