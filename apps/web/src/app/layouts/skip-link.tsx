import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../../components/ui/main-content';
import classes from './skip-link.module.css';

/** Moves the keyboard's focus to the page's main content, as if it had been tabbed to. */
export function focusMainContent(): boolean {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return false;
  // Focusable from script only: the landmark itself never becomes a tab stop.
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
  main.scrollIntoView?.({ block: 'start' });
  return true;
}

/**
 * «Перейти до змісту»: the first thing a keyboard reaches on every page, shown only while
 * focused; it skips the header and navigation to the page's `main` landmark.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    if (focusMainContent()) event.preventDefault();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skip} onClick={skip}>
      {t('app.skipToContent')}
    </a>
  );
}
