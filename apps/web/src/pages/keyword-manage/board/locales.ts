const zhCN = {
  board: {
    openBoard: '数据看板',
    shop: '店铺',
    allShops: '全部店铺（按币种分组）',
    presets: {
      final7: '已定稿的 7 天',
      yesterday: '昨天',
      d7: '近 7 天',
      d30: '近 30 天',
      d90: '近 90 天',
      custom: '自定义',
    },
    provisional:
      '{{date}} 起的订单和销售额亚马逊仍在归因（点击后 7 天内的订单都会计入），数字还会上升：与更早的日子比较时请留意。',
    provisionalMark: '归因中',
    from: '开始日期（店铺时区）',
    to: '结束日期（店铺时区）',
    range:
      '<day>{{start}}</day> 至 <day>{{end}}</day>，对比 <day>{{prevStart}}</day> 至 <day>{{prevEnd}}</day>',
    currencyGroup_one: '{{currency}} · {{count}} 个店铺',
    currencyGroup_other: '{{currency}} · {{count}} 个店铺',
    homeGroup_one: '全部 {{count}} 个店铺，折算为 {{currency}}（按组织汇率，汇率日期 {{asOf}}）',
    homeGroup_other: '全部 {{count}} 个店铺，折算为 {{currency}}（按组织汇率，汇率日期 {{asOf}}）',
    currency: {
      open: '币种与汇率',
      title: '币种与汇率',
      home: '本位币',
      homeHint:
        '设置后，看板在各币种分组之外，再把全部店铺折算成本位币显示（只折算后相加，绝不直接相加不同币种的金额）。',
      homeNone: '不折算（各币种分开显示）',
      homeSaved: '本位币已保存',
      code: '币种',
      perUsd: '1 美元可兑',
      asOf: '汇率日期',
      source: '来源',
      sourceDefault: 'Termwise 默认',
      sourceOrganisation: '本组织设置',
      save: '保存',
      saved: '{{code}} 汇率已保存',
      adminOnly: '只有管理员可以修改',
    },
    noShops: '还没有店铺：先去店铺授权连接亚马逊账号',
    previous: '上期 {{value}}',
    trend: '花费、销售额与 ACOS 趋势',
    trendLabel: '{{currency}} 每日花费、销售额（左轴）与 ACOS（右轴），标记为当天生效的否定',
    negationsMark: '否定 {{count}} 个',
    savings: {
      title: '否定节省',
      saved: '已节省',
      terms: '范围内生效的否定词',
      before: '否定前日均花费',
      after: '否定后日均花费',
      elsewhere: '同期在其他位置的花费',
      method:
        '计算方法：只在否定生效的位置（否定所在的广告组；活动级否定则是整个广告活动）计算。对范围内生效的每个否定词（范围结束前一年内、最后一天之前否定的），取它在该位置否定日及之前 30 天的日均花费，乘以范围内否定后的天数，减去这些天里它在该位置的实际花费，然后相加。更早否定的词计入范围内每一天，范围内否定的词只计否定次日起的天数。“同期在其他位置的花费”是这些词否定后在没有被否定的广告组或活动中的花费：这部分花费只是转移了，没有从“已节省”中扣除。',
      openLog: '查看否定记录',
    },
    worst: {
      title:
        '仍在浪费的搜索词（{{start}} 至 {{end}}：至少 {{clicks}} 次点击、无订单、未否定，不含自己投放的关键词）',
      searchTerm: '搜索词',
      shop: '店铺',
      place: '广告活动 / 广告组',
      actions: '操作',
      empty: '这段时间没有仍在浪费的搜索词',
    },
    shops: {
      title: '分店铺',
      shop: '店铺',
      negated: '范围内否定',
      pending: '待确认',
    },
    change: {
      up: '上升 {{value}}',
      down: '下降 {{value}}',
      flat: '持平',
      points: '{{value}} 个百分点',
      provisional: '（未定稿）',
    },
  },
};

const enUS: typeof zhCN = {
  board: {
    openBoard: 'Board',
    shop: 'Shop',
    allShops: 'All shops (grouped by currency)',
    presets: {
      final7: '7 final days',
      yesterday: 'Yesterday',
      d7: 'Last 7 days',
      d30: 'Last 30 days',
      d90: 'Last 90 days',
      custom: 'Custom',
    },
    provisional:
      'Amazon is still attributing orders and sales from {{date}} on (orders count for 7 days after a click): these figures will rise, so compare them with earlier days with care.',
    provisionalMark: 'Still attributed',
    from: 'From (shop time)',
    to: 'To (shop time)',
    range:
      '<day>{{start}}</day> to <day>{{end}}</day>, against <day>{{prevStart}}</day> to <day>{{prevEnd}}</day>',
    currencyGroup_one: '{{currency}} · {{count}} shop',
    currencyGroup_other: '{{currency}} · {{count}} shops',
    homeGroup_one:
      'All {{count}} shop in {{currency}}, converted at the organisation’s rates (as of {{asOf}})',
    homeGroup_other:
      'All {{count}} shops in {{currency}}, converted at the organisation’s rates (as of {{asOf}})',
    currency: {
      open: 'Currencies and rates',
      title: 'Currencies and rates',
      home: 'Home currency',
      homeHint:
        'When set, the board also shows all shops converted to it, beside each currency’s group (amounts are converted first, never added across currencies).',
      homeNone: 'None (each currency apart)',
      homeSaved: 'Home currency saved',
      code: 'Currency',
      perUsd: 'Per US dollar',
      asOf: 'As of',
      source: 'Source',
      sourceDefault: 'Termwise default',
      sourceOrganisation: 'Set by your organisation',
      save: 'Save',
      saved: '{{code}} rate saved',
      adminOnly: 'Only admins can change these',
    },
    noShops: 'No shops yet: connect an Amazon account under shop authorization first',
    previous: 'Before: {{value}}',
    trend: 'Spend, sales and ACOS',
    trendLabel:
      '{{currency}} daily spend and sales (left axis) and ACOS (right axis), with the days negations went live',
    negationsMark: '{{count}} negated',
    savings: {
      title: 'Saved by negation',
      saved: 'Saved',
      terms: 'Negations in force in the range',
      before: 'Daily spend before',
      after: 'Daily spend after',
      elsewhere: 'Meanwhile spent elsewhere',
      method:
        "Method: measured where each negative applies (its ad group, or the whole campaign for a campaign-level one). For each negation in force in the range (made before its last day, up to a year before its end), the term's average daily spend there over the negation day and the 29 days before it, times the range's days after the negation, minus what the term really cost there on those days; summed over the terms. A term negated before the range counts every day of it; one negated within it, the days from the next day on. 'Meanwhile spent elsewhere' is what these terms cost after their negation in ad groups or campaigns where they are not negated: spend that moved, not taken off 'Saved'.",
      openLog: 'See the negations',
    },
    worst: {
      title:
        'Search terms still wasting money ({{start}} to {{end}}: at least {{clicks}} clicks, no orders, not negated, not one of your keywords)',
      searchTerm: 'Search term',
      shop: 'Shop',
      place: 'Campaign / ad group',
      actions: 'Actions',
      empty: 'No search term is wasting money in this range',
    },
    shops: {
      title: 'By shop',
      shop: 'Shop',
      negated: 'Negated in range',
      pending: 'Waiting',
    },
    change: {
      up: 'up {{value}}',
      down: 'down {{value}}',
      flat: 'no change',
      points: '{{value}} pts',
      provisional: '(provisional)',
    },
  },
};

export const boardLocales = { 'zh-CN': zhCN, 'en-US': enUS };
