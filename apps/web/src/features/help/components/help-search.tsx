import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/ui/search-field';
import '../../../i18n/uk-help';

/** The help's search: the address bar (and the call) follow the field after a pause. */
export function HelpSearch({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const { t } = useTranslation();
  return (
    <SearchField
      type="search"
      size="md"
      label={t('help.search.label')}
      placeholder={t('help.search.placeholder')}
      clearLabel={t('help.search.clear')}
      value={value}
      onChange={onChange}
    />
  );
}
