import { FilterSearch, FilterSelect } from '@/components/filter-bar';
import { shopSelectOptions, type ShopOption } from '@/features/shop';

/** What a keyword page filters on first: a shop, an ASIN and the keyword's text. */
interface KeywordFilter {
  shopId?: string;
  asin?: string;
  text?: string;
}

interface KeywordFiltersProps {
  filter: KeywordFilter;
  shops: ShopOption[];
  /** The page's filter bar class: the fields are its `__shop` and `__text` elements. */
  className: string;
  label(key: 'shop' | 'allShops' | 'asin' | 'text'): string;
  onChange(patch: KeywordFilter): void;
}

export function KeywordFilters({ filter, shops, className, label, onChange }: KeywordFiltersProps) {
  return (
    <>
      <FilterSelect
        className={`${className}__shop`}
        label={label('shop')}
        placeholder={label('allShops')}
        value={filter.shopId}
        onChange={(shopId) => onChange({ shopId })}
        options={shopSelectOptions(shops)}
      />
      <FilterSearch
        className={`${className}__text`}
        label={label('asin')}
        value={filter.asin}
        onSearch={(asin) => onChange({ asin })}
      />
      <FilterSearch
        className={`${className}__text`}
        label={label('text')}
        value={filter.text}
        onSearch={(text) => onChange({ text })}
      />
    </>
  );
}
