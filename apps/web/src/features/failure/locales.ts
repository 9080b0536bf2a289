const zhCN = {
  failure: {
    amazonAuthorization: '亚马逊已不再接受该店铺的授权，请重新授权后再试。',
    amazonUnreachable: '无法连接亚马逊，已多次重试（{{detail}}）',
    amazonAnswered: '亚马逊返回错误 {{status}}（{{detail}}）',
    amazonRefusedItem: '亚马逊拒绝了这一项：{{detail}}',
    amazonNoResult: '亚马逊的答复中没有这一项的结果，请重试',
    reportFailed: '亚马逊未能生成报告（{{detail}}）',
    interrupted: '服务器重启中断了任务，将从中断处继续',
    ownKeyword: '“{{term}}”是您在这里投放的关键词：请{{advice}}，而不是否定它',
    notApplicable: '无法{{action}}：该否定词当前为“{{status}}”',
    notFound: '该记录已不存在',
    keywordUnchangeable: '关键词“{{keyword}}”在亚马逊上已归档或不存在，或使用广告组的默认出价，无法修改',
    bidAtMinimum:
      '关键词“{{keyword}}”的出价已是亚马逊最低出价（{{bid}} {{currency}}），无法再降低：可以暂停它',
    keywordChangedSince: '关键词“{{keyword}}”之后在亚马逊上被改过，撤销会覆盖那次修改，因此未撤销',
    authorizationNotCompleted: '授权未完成：{{reason}}',
    noSellerCentralAuthorization: '没有能访问站点 {{marketplaceId}} 的卖家中心授权，请先授权 SP-API',
    abaFileInvalid: '无法读取亚马逊的品牌分析文件（{{detail}}），该周期未导入任何数据',
    botUnreachable: '多次重试后仍无法连接接收端，或其地址不是公网地址',
    botRefused: '接收端拒绝了消息（{{detail}}）',
    botGaveUp: '接收端一直繁忙，重试次数已用完（{{detail}}）',
    botReportFailed: '无法生成日报',
    botInterrupted: '发送时服务器停止；平台可能已收到，因此不再重发',
    unexpected: '出现意外错误（{{detail}}）',
    advice: { lowerBid: '降低它的出价', pause: '暂停它' },
    action: {
      confirm: '确认否定',
      reject: '拒绝',
      revert: '撤销',
      lowerBid: '降低出价',
      pause: '暂停关键词',
    },
    retrying: '下次运行时会先核对亚马逊再完成它。',
    jobState: { failed: '任务失败', cancelled: '任务已取消' },
  },
};

const enUS: typeof zhCN = {
  failure: {
    amazonAuthorization:
      "Amazon no longer accepts this shop's authorization. Re-authorize it, then try again.",
    amazonUnreachable: 'Amazon could not be reached after several attempts ({{detail}})',
    amazonAnswered: 'Amazon answered with error {{status}} ({{detail}})',
    amazonRefusedItem: 'Amazon refused this item: {{detail}}',
    amazonNoResult: "Amazon's answer had no result for this item; try again",
    reportFailed: 'Amazon could not build the report ({{detail}})',
    interrupted: 'A server restart interrupted it; it resumes where it stopped',
    ownKeyword: '"{{term}}" is your own keyword here: {{advice}} instead of negating it',
    notApplicable: 'Cannot {{action}}: this negation is "{{status}}"',
    notFound: 'It no longer exists',
    keywordUnchangeable:
      'Keyword "{{keyword}}" is archived or gone on Amazon, or bids its ad group\'s default: it cannot be changed',
    bidAtMinimum:
      'The bid of "{{keyword}}" is already Amazon\'s minimum ({{bid}} {{currency}}): pause it instead',
    keywordChangedSince:
      'Keyword "{{keyword}}" was changed on Amazon since; reverting would overwrite that, so it was not reverted',
    authorizationNotCompleted: 'Authorization not completed: {{reason}}',
    noSellerCentralAuthorization:
      'No Seller Central authorization reaches marketplace {{marketplaceId}}: authorize the SP-API first',
    abaFileInvalid:
      "Amazon's Brand Analytics file could not be read ({{detail}}); nothing of the period was imported",
    botUnreachable: 'The receiver could not be reached after several attempts, or its address is not public',
    botRefused: 'The receiver refused the message ({{detail}})',
    botGaveUp: 'The receiver stayed busy until the retries ran out ({{detail}})',
    botReportFailed: 'The daily report could not be built',
    botInterrupted: 'The server stopped while sending; not sent again, as the platform may have received it',
    unexpected: 'Something went wrong ({{detail}})',
    advice: { lowerBid: 'lower its bid', pause: 'pause it' },
    action: {
      confirm: 'confirm',
      reject: 'reject',
      revert: 'revert',
      lowerBid: 'lower the bid',
      pause: 'pause the keyword',
    },
    retrying: 'The next run checks Amazon first, then finishes it.',
    jobState: { failed: 'The job failed', cancelled: 'The job was cancelled' },
  },
};

export const failureLocales = { 'zh-CN': zhCN, 'en-US': enUS };
