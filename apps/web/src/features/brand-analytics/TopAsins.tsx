import './brand-analytics.css';
import { Typography } from 'antd';
import type { AbaSearchTermRow } from '@termwise/contracts';
import { useFormatters } from '@/features/i18n';

/** A term's top three clicked products: picture, ASIN, title, click share / conversion share. */
export function TopAsins({ top }: { top: AbaSearchTermRow['top'] }) {
  const format = useFormatters();
  return (
    <ol className="tw-aba-top">
      {top.map((asin) => (
        <li key={asin.asin}>
          {/* Decorative beside the title; the catalog's picture comes a little after an import. */}
          {asin.imageUrl ? (
            <img
              className="tw-aba-top__image"
              src={asin.imageUrl}
              alt=""
              width={28}
              height={28}
              loading="lazy"
            />
          ) : (
            <span className="tw-aba-top__image" />
          )}{' '}
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
