import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A page's own content is loading (the layout around it stays). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}
