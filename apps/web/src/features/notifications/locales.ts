const zhCN = {
  notification: {
    title: '消息通知',
    empty: '暂无消息',
    viewMore: '查看更多',
    view: '查看',
    goHandle: '去处理',
    fetchFailed: '获取消息失败，请稍后再试',
    preciselyNegated_one: '已精准否定 {{count}} 个搜索词',
    preciselyNegated_other: '已精准否定 {{count}} 个搜索词',
    pendingConfirmation_one: '{{count}} 个搜索词待人工确认',
    pendingConfirmation_other: '{{count}} 个搜索词待人工确认',
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
    preciselyNegated_one: '{{count}} search term added as a negative exact',
    preciselyNegated_other: '{{count}} search terms added as negative exact',
    pendingConfirmation_one: '{{count}} search term waiting for you to confirm',
    pendingConfirmation_other: '{{count}} search terms waiting for you to confirm',
  },
};

export const notificationLocales = { 'zh-CN': zhCN, 'en-US': enUS };
