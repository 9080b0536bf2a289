import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { languageOptions, type LanguageCode } from '@/locales/languages';
import { setLanguage } from './i18n';

export function LangSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: languageOptions.map(({ code, label }) => ({ key: code, label })),
        selectable: true,
        selectedKeys: [i18n.language],
        onClick: ({ key }) => void setLanguage(key as LanguageCode),
      }}
    >
      <Button
        type="text"
        aria-label={t('header.language')}
        title={t('header.language')}
        icon={<TranslationOutlined className="tw-header__icon" />}
      />
    </Dropdown>
  );
}
