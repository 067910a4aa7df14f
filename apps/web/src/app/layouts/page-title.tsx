import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from '../../lib/route-handle';

/** The deepest matched route's title plus the product name (docs/product/screens.md §1). */
export function usePageTitle(): void {
  const matches = useMatches();
  const { t } = useTranslation();
  const key = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.title)
    .find(Boolean);
  const product = t('app.name');
  const title = key ? `${t(key)} — ${product}` : product;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
