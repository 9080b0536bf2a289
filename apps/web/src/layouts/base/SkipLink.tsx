import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from './content/PageHeading';

/** The first stop of the Tab key: past the header, menu and tabs straight to the page. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="tw-skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus without a hash change: the router would treat a new hash as a navigation.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('common.skipToContent')}
    </a>
  );
}
