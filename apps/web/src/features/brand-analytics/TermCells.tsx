import './brand-analytics.css';
import { Button, Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A search term that opens its rank history. */
export function TermLink({ term, onOpen }: { term: string; onOpen(term: string): void }) {
  return (
    <Button type="link" className="tw-aba-term" onClick={() => onOpen(term)}>
      {term}
    </Button>
  );
}

/** What the product-selection screens show before any shop is connected. */
export function NoMarketplaces() {
  const { t } = useTranslation();
  return (
    <Card>
      <Empty description={t('aba.noMarketplaces')}>
        <Link to="/system-settings/shop-authorize">{t('aba.openShops')}</Link>
      </Empty>
    </Card>
  );
}
