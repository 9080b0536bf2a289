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
    harvests: '收割建议',
    harvestsPending_one: '{{count}} 个收割待确认',
    harvestsPending_other: '{{count}} 个收割待确认',
    harvestsFailed_one: '{{count}} 个收割失败',
    harvestsFailed_other: '{{count}} 个收割失败',
    openHarvests: '去确认',
    allHarvests: '查看全部收割',
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
    harvests: 'Harvest proposals',
    harvestsPending_one: '{{count}} harvest waiting for you to confirm',
    harvestsPending_other: '{{count}} harvests waiting for you to confirm',
    harvestsFailed_one: '{{count}} harvest failed',
    harvestsFailed_other: '{{count}} harvests failed',
    openHarvests: 'Review',
    allHarvests: 'All harvests',
  },
};

export const notificationLocales = { 'zh-CN': zhCN, 'en-US': enUS };
