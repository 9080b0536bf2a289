import { Typography } from 'antd';
import type { AbaSearchTermRow } from '@termwise/contracts';
import { useFormatters } from '@/features/i18n';

/** A term's top three clicked products: ASIN, title, click share / conversion share. */
export function TopAsins({ top }: { top: AbaSearchTermRow['top'] }) {
  const format = useFormatters();
  return (
    <ol className="tw-aba-top">
      {top.map((asin) => (
        <li key={asin.asin}>
          <Typography.Text code>{asin.asin}</Typography.Text>{' '}
          <Typography.Text ellipsis={{ tooltip: asin.title }} className="tw-aba-top__title">
            {asin.title}
          </Typography.Text>{' '}
          <Typography.Text type="secondary">
            {format.percent(asin.clickShare)} / {format.percent(asin.conversionShare)}
          </Typography.Text>
        </li>
      ))}
    </ol>
  );
}
