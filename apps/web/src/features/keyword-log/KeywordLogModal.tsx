import { Empty, Image, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useKeywordLogModal } from './store';

/** Shows which product the log is about; the last-30-days table arrives with the negation log feature. */
export function KeywordLogModal() {
  const { t } = useTranslation();
  const { params, close } = useKeywordLogModal();
  return (
    <Modal open={params !== null} title={t('keywordLog.title')} width={700} footer={null} onCancel={close} destroyOnHidden>
      {params && (
        <div className="tw-keyword-log">
          <div className="tw-keyword-log__product">
            <Image src={params.imgUrl} width={64} height={64} alt={params.asin} />
            <div>
              <Typography.Paragraph ellipsis={{ rows: 2 }} strong>
                {params.skuTitle}
              </Typography.Paragraph>
              <Typography.Text type="secondary">
                {t('keywordLog.asin')}: {params.asin}
              </Typography.Text>
            </div>
          </div>
          <Empty description={t('keywordLog.pending')} />
        </div>
      )}
    </Modal>
  );
}
