import type { Localised } from './language.ts';

/** A text in each language, or the text made from the values it names. */
export type Message = Localised | ((...params: never) => Localised);

/**
 * Every text the server writes for people, grouped by the area that says it, in both languages side by
 * side so a translation is never forgotten (messages.test.ts refuses a pair written anywhere else).
 * Coded reasons the web translates itself (`failureOf`) and the bot's chat texts (modules/bot/texts.ts)
 * are not here.
 */
export const messages = {
  request: {
    bodyTooLarge: { 'zh-CN': '请求体过大', 'en-US': 'request body is too large' },
    unsupportedMediaType: {
      'zh-CN': '不支持的内容类型，请发送 application/json',
      'en-US': 'unsupported content type, send application/json',
    },
    malformedJson: { 'zh-CN': 'JSON 请求体格式错误', 'en-US': 'malformed JSON body' },
    emptyJson: { 'zh-CN': 'JSON 请求体为空', 'en-US': 'empty JSON body' },
    invalid: { 'zh-CN': '请求无效', 'en-US': 'invalid request' },
    noRoute: (route: string) => ({ 'zh-CN': `接口不存在：${route}`, 'en-US': `no route ${route}` }),
    internalError: (requestId: string) => ({
      'zh-CN': `服务器内部错误，请求编号 ${requestId}`,
      'en-US': `internal error, request id ${requestId}`,
    }),
    tooMany: (retryAfter: number) => ({
      'zh-CN': `请求过于频繁，请 ${retryAfter} 秒后重试`,
      'en-US': `too many requests, retry in ${retryAfter} s`,
    }),
    headersTooLarge: { 'zh-CN': '请求头过大', 'en-US': 'request headers are too large' },
    timedOut: { 'zh-CN': '请求超时', 'en-US': 'request timed out' },
    malformed: { 'zh-CN': '请求格式错误', 'en-US': 'malformed request' },
  },
  upload: {
    noHeader: (withinKb: number) => ({
      'zh-CN': `前 ${withinKb} KB 内没有表头行：这不是 CSV 文件`,
      'en-US': `no header line within the first ${withinKb} KB: this is not a CSV file`,
    }),
    lineTooLong: (maxMb: number) => ({
      'zh-CN': `有一行超过 ${maxMb} MB：这不是可导入的 CSV 文件`,
      'en-US': `a line is longer than ${maxMb} MB: this is not a CSV file that can be imported`,
    }),
    needsContentLength: {
      'zh-CN': '上传文件需带 Content-Length',
      'en-US': 'an upload needs its Content-Length',
    },
    tooLarge: (size: string) => ({
      'zh-CN': `文件超过 ${size}，请拆分后导入`,
      'en-US': `the file is over ${size}: split it and import the parts`,
    }),
    sendAsBody: {
      'zh-CN': '请将文件作为请求体发送（Content-Type: text/csv）',
      'en-US': 'send the file as the request body (Content-Type: text/csv)',
    },
  },
  access: {
    noPermission: { 'zh-CN': '没有执行此操作的权限', 'en-US': 'no permission for this action' },
    tooManyAttempts: (retryAfter: number) => ({
      'zh-CN': `尝试次数过多，请 ${retryAfter} 秒后重试`,
      'en-US': `too many attempts, retry in ${retryAfter} s`,
    }),
    tokenExpired: { 'zh-CN': '访问令牌已过期', 'en-US': 'The requested token has expired' },
    sessionInvalid: {
      'zh-CN': '用户状态无效，请重新登录',
      'en-US': 'user status is invalid, please log in again',
    },
    accountDisabled: {
      'zh-CN': '该账号已被停用，请联系管理员',
      'en-US': 'this account has been disabled, contact your administrator',
    },
    amazonAuthorizationRefused: {
      'zh-CN': '亚马逊已不再接受该亚马逊账号的授权，请重新授权',
      'en-US': 'Amazon no longer accepts the authorization of this Amazon account: re-authorize it',
    },
  },
  auth: {
    codeInvalidOrExpired: {
      'zh-CN': 'code：验证码无效或已过期，请重新获取',
      'en-US': 'code: the verification code is invalid or expired, request a new one',
    },
    codeIncorrect: { 'zh-CN': 'code：验证码不正确', 'en-US': 'code: the verification code is incorrect' },
    phoneNotRegistered: { 'zh-CN': '该手机号未注册', 'en-US': 'this phone number is not registered' },
    phoneOrPasswordIncorrect: { 'zh-CN': '手机号或密码不正确', 'en-US': 'phone or password is incorrect' },
    phoneAlreadyRegistered: { 'zh-CN': '该手机号已注册', 'en-US': 'this phone number is already registered' },
  },
  user: {
    notFound: { 'zh-CN': '用户不存在', 'en-US': 'user not found' },
    cannotChangeOwnStatus: { 'zh-CN': '不能修改自己的状态', 'en-US': 'you cannot change your own status' },
    canChangeOnlyLowerRoles: {
      'zh-CN': '只能修改角色低于你的用户',
      'en-US': 'you can change only users whose role ranks below yours',
    },
    cannotDisableLastAdmin: {
      'zh-CN': '不能停用组织中最后一个在用的管理员',
      'en-US': "the organisation's last active admin cannot be disabled",
    },
  },
  member: {
    notFound: { 'zh-CN': '成员不存在', 'en-US': 'member not found' },
    cannotChangeSelf: { 'zh-CN': '不能修改自己', 'en-US': 'you cannot change yourself' },
    canChangeOnlyLowerRoles: {
      'zh-CN': '只能修改角色低于你的成员',
      'en-US': 'you can change only members whose role ranks below yours',
    },
    cannotGiveHigherRole: {
      'zh-CN': '不能授予高于自己的角色',
      'en-US': 'you cannot give a role above your own',
    },
    adminSeesEveryShop: {
      'zh-CN': '管理员可见全部店铺，不能只给部分店铺',
      'en-US': 'an admin sees every shop: give every shop (null)',
    },
    noShopGiven: {
      'zh-CN': '请至少选择一个店铺，或选择全部店铺',
      'en-US': 'give at least one shop, or every shop (null)',
    },
    alreadyMember: { 'zh-CN': '该手机号已是本组织成员', 'en-US': 'this phone is already a member' },
    cannotRemoveLastAdmin: {
      'zh-CN': '不能移除组织中最后一个在用的管理员',
      'en-US': "the organisation's last active admin cannot be removed",
    },
    invitationNotFound: { 'zh-CN': '邀请不存在或已失效', 'en-US': 'invitation not found or no longer open' },
    /** Sent in both languages: the invitee has no account yet to say which one it reads. */
    invitationSms: (inviter: string, organisation: string, days: number) => ({
      'zh-CN': `【Termwise】${inviter} 邀请你加入「${organisation}」：${days} 天内用本手机号注册即可加入。`,
      'en-US': `${inviter} invited you to "${organisation}" on Termwise: register with this phone within ${days} days to join.`,
    }),
  },
  shop: {
    notFound: { 'zh-CN': '店铺不存在', 'en-US': 'shop not found' },
    unknown: (shopId: string) => ({ 'zh-CN': `没有这个店铺 ${shopId}`, 'en-US': `unknown shop ${shopId}` }),
    accountNotFound: { 'zh-CN': '账号不存在', 'en-US': 'account not found' },
    noSellingPartnerApplication: {
      'zh-CN': '未配置 Selling Partner API 应用（AMAZON_SP_APP_ID）',
      'en-US': 'no Selling Partner API application is configured (AMAZON_SP_APP_ID)',
    },
    noProductImage: { 'zh-CN': '商品图片不存在', 'en-US': 'no such product image' },
    campaignNotFound: { 'zh-CN': '广告活动不存在', 'en-US': 'campaign not found' },
    adGroupNotFound: { 'zh-CN': '广告组不存在', 'en-US': 'ad group not found' },
  },
  currency: {
    noRate: (currencyCode: string) => ({
      'zh-CN': `没有 ${currencyCode} 的汇率：请先添加它的汇率`,
      'en-US': `no rate for ${currencyCode}: add its rate first`,
    }),
  },
  job: {
    notFound: { 'zh-CN': '任务不存在', 'en-US': 'job not found' },
  },
  negation: {
    notFound: { 'zh-CN': '否定记录不存在', 'en-US': 'negation not found' },
    /** Someone else decided the same term in the same place first. */
    alreadyDecided: {
      'zh-CN': '该搜索词在此广告组中已被否定或已处理',
      'en-US': 'this search term is already negated or decided in this ad group',
    },
  },
  rule: {
    notFound: { 'zh-CN': '规则不存在', 'en-US': 'rule not found' },
    harvestPreviewedElsewhere: {
      'zh-CN': '收割规则的预览在 /v1/harvest/preview；回测只重放否定规则',
      'en-US': 'a harvest rule is previewed at /v1/harvest/preview; a backtest replays negation rules only',
    },
    notAHarvestRule: { 'zh-CN': '这不是收割规则', 'en-US': 'this is not a harvest rule' },
    amountNeedsCurrency: (currencies: string) => ({
      'zh-CN': `规则范围内的店铺使用多种币种（${currencies}）：金额须注明币种，按组织的汇率换算到各店铺`,
      'en-US': `the rule's shops use several currencies (${currencies}): give the amount's currency, converted to each shop's at the organisation's rates`,
    }),
  },
  harvest: {
    notFound: { 'zh-CN': '收割建议不存在', 'en-US': 'harvest not found' },
    notADestination: {
      'zh-CN': '须为该店铺中投放此商品的手动广告组，且关键词尚未创建',
      'en-US':
        'must be a manual ad group of the shop that advertises this product, before its keyword is made',
    },
    underAmazonMinimum: (minimum: number, currency: string) => ({
      'zh-CN': `不能低于亚马逊的最低竞价 ${minimum} ${currency}`,
      'en-US': `must be at least Amazon's minimum bid, ${minimum} ${currency}`,
    }),
  },
  keyword: {
    groupNotFound: { 'zh-CN': '关键词组不存在', 'en-US': 'keyword group not found' },
    actionNotFound: { 'zh-CN': '关键词操作不存在', 'en-US': 'keyword action not found' },
    minSpendNeedsShop: {
      'zh-CN': '按最低花费筛选请先选择店铺：不同币种的金额不能用同一个数比较',
      'en-US':
        'choose a shop to filter by minimum spend: one number is different money in different currencies',
    },
    isSuggestedKeeper: { 'zh-CN': '是', 'en-US': 'yes' },
  },
  /** The keyword groups' CSV export: its columns in order, then the values it writes in words. */
  keywordExportColumn: {
    shop: { 'zh-CN': '店铺', 'en-US': 'Shop' },
    kind: { 'zh-CN': '类型', 'en-US': 'Kind' },
    keyword: { 'zh-CN': '关键词', 'en-US': 'Keyword' },
    matchType: { 'zh-CN': '匹配方式', 'en-US': 'Match type' },
    asins: { 'zh-CN': 'ASIN', 'en-US': 'ASINs' },
    occurrence: { 'zh-CN': '出现位置', 'en-US': 'Occurrence' },
    campaign: { 'zh-CN': '广告活动', 'en-US': 'Campaign' },
    adGroup: { 'zh-CN': '广告组', 'en-US': 'Ad group' },
    state: { 'zh-CN': '状态', 'en-US': 'State' },
    bid: { 'zh-CN': '竞价', 'en-US': 'Bid' },
    suggestedKeeper: { 'zh-CN': '建议保留', 'en-US': 'Suggested keeper' },
    currency: { 'zh-CN': '币种', 'en-US': 'Currency' },
    from: { 'zh-CN': '开始日期', 'en-US': 'From' },
    to: { 'zh-CN': '结束日期', 'en-US': 'To' },
  },
  keywordGroupKind: {
    duplicate: { 'zh-CN': '重复', 'en-US': 'Duplicate' },
    overlap: { 'zh-CN': '跨 ASIN 重叠', 'en-US': 'Overlap' },
    conflict: { 'zh-CN': '否定冲突', 'en-US': 'Conflict' },
    leak: { 'zh-CN': '流量泄漏', 'en-US': 'Leak' },
  },
  keywordOccurrenceRole: {
    keyword: { 'zh-CN': '关键词', 'en-US': 'keyword' },
    target: { 'zh-CN': '商品投放', 'en-US': 'target' },
    negative: { 'zh-CN': '否定词', 'en-US': 'negative' },
    searchTerm: { 'zh-CN': '搜索词', 'en-US': 'search term' },
  },
  rank: {
    trackedNotFound: { 'zh-CN': '跟踪的关键词不存在', 'en-US': 'tracked keyword not found' },
    uploadCutOff: {
      'zh-CN': '上传中断：已写入的批次保留，重新导入同一文件即可补全',
      'en-US':
        'the upload was cut off: batches already written stay; import the same file again to complete it',
    },
  },
  /** Why a line of a rank CSV was not taken; keyed by the import's problem kinds. */
  rankImportProblem: {
    notCsv: {
      'zh-CN': '此处起不是有效的 CSV，后面的行未读取',
      'en-US': 'not valid CSV from here on; later lines were not read',
    },
    columns: {
      'zh-CN': '无法识别的列：应为 Helium 10 或卖家精灵的排名导出',
      'en-US': 'unknown columns: expected a Helium 10 or SellerSprite rank export',
    },
    keywordEmpty: { 'zh-CN': '关键词为空', 'en-US': 'the keyword is empty' },
    keywordLong: { 'zh-CN': '关键词超过 200 个字符', 'en-US': 'the keyword is longer than 200 characters' },
    asin: (value: string) => ({
      'zh-CN': `ASIN "${value}" 不是 10 位字母或数字`,
      'en-US': `ASIN "${value}" is not 10 letters or digits`,
    }),
    date: (value: string) => ({
      'zh-CN': `日期 "${value}" 不是 YYYY-MM-DD、YYYY/MM/DD 或 MM/DD/YYYY`,
      'en-US': `date "${value}" is not YYYY-MM-DD, YYYY/MM/DD or MM/DD/YYYY`,
    }),
    organic: (value: string) => ({
      'zh-CN': `自然排名 "${value}" 不是一个名次`,
      'en-US': `organic rank "${value}" is not a position`,
    }),
    sponsored: (value: string) => ({
      'zh-CN': `广告排名 "${value}" 不是一个名次`,
      'en-US': `sponsored rank "${value}" is not a position`,
    }),
  },
  brandAnalytics: {
    marketplaceNotFound: { 'zh-CN': '站点不存在', 'en-US': 'marketplace not found' },
    noSellerCentralAuthorization: {
      'zh-CN': 'marketplaceId：没有能访问该站点的卖家中心授权',
      'en-US': 'marketplaceId: no Seller Central authorization reaches this marketplace',
    },
    periodLoading: {
      'zh-CN': '该站点的这个周期正在导入，请等它结束后再上传',
      'en-US': 'this period of the marketplace is being imported: upload again once it has finished',
    },
    productSelectionRoleNeeded: {
      'zh-CN': '选品需要角色 AUTOMATIC:PRODUCT:SELECTION',
      'en-US': 'product selection needs the role AUTOMATIC:PRODUCT:SELECTION',
    },
    periodNotEnded: { 'zh-CN': '该周期尚未结束', 'en-US': 'the period has not ended yet' },
    weekStartsOnSunday: {
      'zh-CN': '周报告从周日开始（亚马逊的周为周日至周六）',
      'en-US': 'a WEEK starts on a Sunday (Amazon weeks run Sunday to Saturday)',
    },
    monthStartsOnFirst: {
      'zh-CN': '月报告从每月 1 日开始',
      'en-US': 'a MONTH starts on the first of a month',
    },
    /** The file's problem is written by the importer in English. */
    cannotImport: (problem: string) => ({ 'zh-CN': `无法导入：${problem}`, 'en-US': problem }),
    uploadCutOff: {
      'zh-CN': '上传中断，未导入任何内容：请重新上传该文件',
      'en-US': 'the upload was cut off and nothing was imported: upload the file again',
    },
  },
  /** The search terms' CSV export, column by column; `n` is the place of one of the top three products. */
  abaExportColumn: {
    rank: { 'zh-CN': '搜索频率排名', 'en-US': 'Search frequency rank' },
    searchTerm: { 'zh-CN': '搜索词', 'en-US': 'Search term' },
    department: { 'zh-CN': '类目', 'en-US': 'Department' },
    change1: { 'zh-CN': '较上期', 'en-US': 'Change vs 1 back' },
    change4: { 'zh-CN': '较 4 期前', 'en-US': 'vs 4 back' },
    change12: { 'zh-CN': '较 12 期前', 'en-US': 'vs 12 back' },
    productAsin: (n: number) => ({ 'zh-CN': `#${n} ASIN`, 'en-US': `#${n} ASIN` }),
    productTitle: (n: number) => ({ 'zh-CN': `#${n} 标题`, 'en-US': `#${n} title` }),
    productClickShare: (n: number) => ({ 'zh-CN': `#${n} 点击份额`, 'en-US': `#${n} click share` }),
    productConversionShare: (n: number) => ({
      'zh-CN': `#${n} 转化份额`,
      'en-US': `#${n} conversion share`,
    }),
    top3ClickShare: { 'zh-CN': '前三点击份额', 'en-US': 'Top-3 click share' },
    top3ConversionShare: { 'zh-CN': '前三转化份额', 'en-US': 'Top-3 conversion share' },
  },
  bot: {
    notFound: { 'zh-CN': '机器人不存在', 'en-US': 'bot not found' },
    secretRequired: {
      'zh-CN': 'secret：这个渠道需要签名密钥',
      'en-US': 'secret: this channel needs a signing secret',
    },
    officialAddressOnly: (hosts: string) => ({
      'zh-CN': `该渠道的机器人只能发到平台的官方地址（${hosts}）`,
      'en-US': `this channel's bot posts only to its platform's own address (${hosts})`,
    }),
    publicAddressOnly: {
      'zh-CN': '只能发到公网地址；内网的接收端需由服务器管理员加入 WEBHOOK_ALLOW',
      'en-US':
        "only public addresses are allowed; a receiver on your own network must be listed in the server's WEBHOOK_ALLOW",
    },
  },
} satisfies Record<string, Record<string, Message>>;

/** Both languages at once, for an answer written before the reader's language is known. */
export const inBothLanguages = (text: Localised) => `${text['zh-CN']} / ${text['en-US']}`;
