import { metricNames } from '@termwise/contracts';
const zhCN = {
  keywordLog: {
    title: '否词日志',
    asin: 'ASIN',
    performance: '近 30 天表现',
    failed: '获取数据失败，请稍后再试',
    column: {
      index: '序号',
      clicks: '点击量',
      term: '否定关键词/ASIN',
      impressions: '曝光量',
      cpc: 'CPC({{symbol}})',
      ...metricNames('zh-CN', ['cost', 'orders']),
      where: '广告组',
      window: '统计期（至否定日）',
      action: '操作',
    },
    comparison: '数据对比',
    empty: '该商品近 30 天没有否定记录',
  },
};

const enUS: typeof zhCN = {
  keywordLog: {
    title: 'Negative-keyword log',
    asin: 'ASIN',
    performance: 'Last 30 days performance',
    failed: 'failed to get data, try later',
    column: {
      index: 'No.',
      clicks: 'Clicks',
      term: 'Negated keyword/ASIN',
      impressions: 'Impressions',
      cpc: 'CPC({{symbol}})',
      ...metricNames('en-US', ['cost', 'orders']),
      where: 'Ad group',
      window: 'Window (to its negation)',
      action: 'Action',
    },
    comparison: 'Compare',
    empty: 'No negations for this product in the last 30 days',
  },
};

export const keywordLogLocales = { 'zh-CN': zhCN, 'en-US': enUS };
