import { lazy, Suspense, useState } from 'react';
import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

// The menu (antd's Dropdown and Menu) loads on the first click: the login page shows this button but
// rarely needs the menu, and its code weighs more than the rest of the header together.
const LangMenu = lazy(() => import('./LangMenu'));

export function LangSwitch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button
      type="text"
      aria-label={t('header.language')}
      title={t('header.language')}
      icon={<TranslationOutlined className="tw-header__icon" />}
      onClick={
        wanted
          ? undefined
          : () => {
              setWanted(true);
              setOpen(true);
            }
      }
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LangMenu open={open} onOpenChange={setOpen}>
        {button}
      </LangMenu>
    </Suspense>
  );
}
