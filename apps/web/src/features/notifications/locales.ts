const zhCN = {
  notification: {
    title: '消息通知',
    empty: '暂无消息',
    viewMore: '查看更多',
    view: '查看',
    goHandle: '去处理',
    fetchFailed: '获取消息失败，请稍后再试',
    preciselyNegated: '已精准否定 {{num}} 个搜索词',
    pendingConfirmation: '{{num}} 个搜索词待人工确认',
  },
};

const enUS: typeof zhCN = {
  notification: {
    title: 'Notifications',
    empty: 'No messages',
    viewMore: 'View more',
    view: 'View',
    goHandle: 'Go handle',
    fetchFailed: 'failed to get messages, try later',
    preciselyNegated: '{{num}} search terms precisely negated',
    pendingConfirmation: '{{num}} search terms pending manual confirmation',
  },
};

export const notificationLocales = { 'zh-CN': zhCN, 'en-US': enUS };
