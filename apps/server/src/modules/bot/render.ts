import type { BoardMetrics, BotChannel, BotMetric } from '@termwise/contracts';
import type { DailyReport } from './report.ts';
import {
  changeOf,
  formatMetric,
  formatMoney,
  REPORT_TEXTS,
  type ReportLanguage,
  type ReportTexts,
} from './texts.ts';

export interface RenderOptions {
  channel: BotChannel;
  language: ReportLanguage;
  metrics: readonly BotMetric[];
  /** DingTalk "keyword" security: the message must contain it. */
  keyword: string | null;
  test: boolean;
}

/**
 * Each platform's documented limit on one message. WeCom: markdown content 4,096 bytes. DingTalk and
 * Feishu: a 20 KB request body. Slack: 3,000 characters per section and 50 blocks. Our own webhook: 64 KB.
 */
export const SIZE_LIMITS: Record<BotChannel, number> = {
  wecom: 4096,
  dingtalk: 20_000,
  feishu: 20_000,
  slack: 3000,
  webhook: 65_536,
};
const SLACK_MAX_BLOCKS = 50;

/** How much a report shows: level 3 is everything; each step down summarises more. */
interface Detail {
  shops: number;
  terms: number;
  /** false: totals per currency instead of shop by shop. */
  perShop: boolean;
}
const DETAILS: Detail[] = [
  { shops: Infinity, terms: 5, perShop: true },
  { shops: Infinity, terms: 3, perShop: true },
  { shops: 5, terms: 3, perShop: true },
  { shops: 0, terms: 0, perShop: false },
];

type Flavour = 'markdown' | 'slack';

const bold = (text: string, flavour: Flavour) => (flavour === 'slack' ? `*${text}*` : `**${text}**`);
const link = (text: string, url: string, flavour: Flavour) =>
  flavour === 'slack' ? `<${url}|${text}>` : `[${text}](${url})`;

function coloured(text: string, good: boolean | null, channel: BotChannel): string {
  if (good === null || !text) return text;
  if (channel === 'wecom') return `<font color="${good ? 'info' : 'warning'}">${text}</font>`;
  if (channel === 'feishu') return `<font color='${good ? 'green' : 'red'}'>${text}</font>`;
  return text;
}

function metricLines(
  metrics: readonly BotMetric[],
  current: BoardMetrics,
  previous: BoardMetrics,
  currencyCode: string,
  texts: ReportTexts,
  channel: BotChannel,
): string[] {
  return metrics.map((metric) => {
    const change = changeOf(metric, current[metric], previous[metric], texts.points);
    const value = formatMetric(metric, current[metric], currencyCode);
    return `- ${texts.metrics[metric]}: ${value} ${coloured(change.text, change.good, channel)}`.trimEnd();
  });
}

/** The report's sections as text; a Slack section each, joined for the markdown platforms. */
function sections(report: DailyReport, options: RenderOptions, detail: Detail, flavour: Flavour): string[] {
  const texts = REPORT_TEXTS[options.language];
  const { channel, metrics } = options;
  const out: string[] = [];
  if (!report.shops.length) out.push(texts.noShops);
  if (detail.perShop) {
    for (const shop of report.shops.slice(0, detail.shops)) {
      const head = `${bold(shop.name, flavour)} (${shop.currencyCode})`;
      out.push(
        [head, ...metricLines(metrics, shop.current, shop.previous, shop.currencyCode, texts, channel)].join(
          '\n',
        ),
      );
    }
    const hidden = report.shops.length - Math.min(detail.shops, report.shops.length);
    if (hidden > 0) out.push(texts.moreShops(hidden));
  } else {
    for (const total of report.totals) {
      const head = `${bold(`${texts.totals} (${total.currencyCode})`, flavour)}`;
      out.push(
        [
          head,
          ...metricLines(metrics, total.current, total.previous, total.currencyCode, texts, channel),
        ].join('\n'),
      );
    }
  }
  out.push(
    `${texts.negated(report.negated)} · ${texts.pending(report.pending)} ${link(texts.handle, report.links.unhandled, flavour)}`,
  );
  const terms = report.worstTerms.slice(0, detail.terms);
  if (terms.length) {
    const lines = terms.map(
      (term, index) =>
        `${index + 1}. ${term.searchTerm} — ${formatMoney(term.cost, term.currencyCode)} · ${term.shopName}`,
    );
    if (report.worstTerms.length > terms.length)
      lines.push(texts.moreTerms(report.worstTerms.length - terms.length));
    out.push([bold(texts.worstTerms, flavour), ...lines].join('\n'));
  }
  if (report.savings.length) {
    const lines = report.savings.map(
      (saving) => `- ${texts.savedLine(formatMoney(saving.saved, saving.currencyCode), saving.terms)}`,
    );
    out.push([bold(texts.savings(30), flavour), ...lines].join('\n'));
  }
  out.push(link(texts.board, report.links.board, flavour));
  return out;
}

function titleOf(report: DailyReport, options: RenderOptions): string {
  const texts = REPORT_TEXTS[options.language];
  const title = `${options.test ? texts.test : ''}${texts.title(report.date)}`;
  // DingTalk drops a message without the keyword its security setting names.
  return options.keyword && !title.includes(options.keyword) ? `${title} ${options.keyword}` : title;
}

function payloadAt(report: DailyReport, options: RenderOptions, detail: Detail): Record<string, unknown> {
  const texts = REPORT_TEXTS[options.language];
  const title = titleOf(report, options);
  const subtitle = texts.versus(report.previousDate);
  switch (options.channel) {
    case 'wecom':
      return {
        msgtype: 'markdown',
        markdown: {
          content: [`### ${title}`, `> ${subtitle}`, ...sections(report, options, detail, 'markdown')].join(
            '\n\n',
          ),
        },
      };
    case 'dingtalk':
      return {
        msgtype: 'markdown',
        markdown: {
          title,
          text: [`### ${title}`, `> ${subtitle}`, ...sections(report, options, detail, 'markdown')].join(
            '\n\n',
          ),
        },
      };
    case 'feishu':
      return {
        msg_type: 'interactive',
        card: {
          config: { wide_screen_mode: true },
          header: { title: { tag: 'plain_text', content: title }, template: 'blue' },
          elements: [
            { tag: 'note', elements: [{ tag: 'plain_text', content: subtitle }] },
            ...sections(report, options, detail, 'markdown').map((content) => ({
              tag: 'div',
              text: { tag: 'lark_md', content },
            })),
          ],
        },
      };
    case 'slack':
      return {
        text: title,
        blocks: [
          { type: 'header', text: { type: 'plain_text', text: title.slice(0, 150) } },
          { type: 'context', elements: [{ type: 'plain_text', text: subtitle }] },
          ...sections(report, options, detail, 'slack').map((text) => ({
            type: 'section',
            text: { type: 'mrkdwn', text },
          })),
        ],
      };
    case 'webhook':
      return {
        type: 'termwise.daily_report',
        test: options.test,
        language: options.language,
        title,
        text: sections(report, options, detail, 'markdown').join('\n\n'),
        report: summarised(report, detail),
      };
  }
}

/** The structured report cut down to what the text shows, saying how many shops it left out. */
function summarised(report: DailyReport, detail: Detail) {
  const shops = detail.perShop ? report.shops.slice(0, detail.shops) : [];
  return {
    ...report,
    shops,
    shopsLeftOut: report.shops.length - shops.length,
    worstTerms: report.worstTerms.slice(0, detail.terms),
  };
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** Whether a payload is within its platform's limit (for WeCom the markdown content, else the body). */
export function fits(channel: BotChannel, payload: Record<string, unknown>): boolean {
  if (channel === 'wecom')
    return bytes((payload.markdown as { content: string }).content) <= SIZE_LIMITS.wecom;
  if (channel === 'slack') {
    const blocks = payload.blocks as { text?: { text: string } }[];
    return (
      blocks.length <= SLACK_MAX_BLOCKS &&
      blocks.every((block) => (block.text?.text.length ?? 0) <= SIZE_LIMITS.slack)
    );
  }
  return bytes(JSON.stringify(payload)) <= SIZE_LIMITS[channel];
}

/**
 * The report as the platform's message, as detailed as its size limit allows: shops and terms are
 * summarised ("and 12 more shops"), never cut mid-way.
 */
export function renderReport(report: DailyReport, options: RenderOptions): Record<string, unknown> {
  for (const detail of DETAILS) {
    const payload = payloadAt(report, options, detail);
    if (fits(options.channel, payload)) return payload;
  }
  return payloadAt(report, options, DETAILS.at(-1)!);
}
