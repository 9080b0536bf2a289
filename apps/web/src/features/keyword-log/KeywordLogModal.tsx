import { useState } from 'react';
import { Alert, Modal, Typography } from 'antd';
import type { KeywordLogRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '@/components/ProductImage';
import { ComparisonModal } from '@/features/negation';
import { useShops } from '@/features/shop';
import { KeywordLogTable } from './KeywordLogTable';
import { useKeywordLogModal } from './store';
import { useKeywordLog } from './use-keyword-log';
import './keyword-log.css';

/** One product's negated terms with their last 30 days, each one open to a data comparison. */
export function KeywordLogModal() {
  const { t } = useTranslation();
  const { params, close, afterClose } = useKeywordLogModal();
  const { data = [], isPending, isError } = useKeywordLog(params);
  const [compared, setCompared] = useState<KeywordLogRow | null>(null);
  // The modal is mounted on every page; only an open one needs the shops.
  const { data: shops = [] } = useShops({ enabled: params !== null });
  const currencyCode = shops.find((shop) => shop.id === params?.shopId)?.currencyCode;

  return (
    <>
      <Modal
        open={params !== null}
        title={t('keywordLog.title')}
        width={700}
        footer={null}
        onCancel={close}
        afterClose={afterClose}
        destroyOnHidden
      >
        {params && (
          <div className="tw-keyword-log">
            <div className="tw-keyword-log__product">
              <ProductImage src={params.imgUrl} size={64} preview />
              <div>
                <Typography.Paragraph ellipsis={{ rows: 2 }} strong>
                  {params.skuTitle}
                </Typography.Paragraph>
                <Typography.Text type="secondary">
                  {t('keywordLog.asin')}: {params.asin}
                </Typography.Text>
              </div>
            </div>
            <Typography.Title level={5}>{t('keywordLog.performance')}</Typography.Title>
            {isError ? (
              <Alert type="error" showIcon title={t('keywordLog.failed')} />
            ) : (
              <KeywordLogTable
                rows={data}
                currencyCode={currencyCode}
                loading={isPending}
                onCompare={setCompared}
              />
            )}
          </div>
        )}
      </Modal>
      <ComparisonModal
        uniqueSign={compared?.uniqueSign ?? null}
        searchTerm={compared?.searchTerm}
        onClose={() => setCompared(null)}
      />
    </>
  );
}
