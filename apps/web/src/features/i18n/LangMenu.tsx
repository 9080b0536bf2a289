import type { ReactNode } from 'react';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { languageOptions, type LanguageCode } from '@/locales/languages';
import { setLanguage } from './i18n';

export default function LangMenu(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      open={props.open}
      onOpenChange={props.onOpenChange}
      menu={{
        items: languageOptions.map(({ code, label }) => ({ key: code, label })),
        selectable: true,
        selectedKeys: [i18n.language],
        onClick: ({ key }) => {
          props.onOpenChange(false);
          void setLanguage(key as LanguageCode);
        },
      }}
    >
      {props.children}
    </Dropdown>
  );
}
