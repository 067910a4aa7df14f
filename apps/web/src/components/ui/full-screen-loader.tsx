import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './full-screen-loader.module.css';

interface FullScreenLoaderProps {
  /** Fade in after a moment, so quick navigations do not flash a spinner. */
  delayed?: boolean;
}

/** The global full-screen spinner (docs/product/screens.md §1): covers the screen while something essential loads. */
export function FullScreenLoader({ delayed = false }: FullScreenLoaderProps) {
  const { t } = useTranslation();
  return (
    <Center
      className={classes.root}
      data-delayed={delayed || undefined}
      role="status"
      aria-live="polite"
      data-testid="full-screen-loader"
    >
      <Loader size="lg" />
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
    </Center>
  );
}
