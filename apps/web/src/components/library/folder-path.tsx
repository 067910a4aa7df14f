import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TLibraryListing } from '@tt/contracts/library';
import '../../i18n/uk-library';

/**
 * Where in the library one is: «Усі файли» › folder › subfolder. Every step but the last opens
 * that folder (null: the top level); the last one is the folder shown.
 */
export function FolderPath({
  path,
  onOpen,
  label,
}: {
  path: TLibraryListing['path'];
  onOpen: (id: number | null) => void;
  /** The path's name where the screen shows another one (a dialog over the library). */
  label?: string;
}) {
  const { t } = useTranslation();
  const steps = [{ id: null as number | null, name: t('library.top') }, ...path];
  return (
    <nav aria-label={label ?? t('library.path')}>
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
        {steps.map((step, index) =>
          index === steps.length - 1 ? (
            <Text
              key={step.id ?? 'top'}
              size="sm"
              fw={600}
              aria-current="location"
              style={{ overflowWrap: 'anywhere' }}
            >
              {step.name}
            </Text>
          ) : (
            <Anchor
              key={step.id ?? 'top'}
              component="button"
              type="button"
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
              onClick={() => onOpen(step.id)}
            >
              {step.name}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

/** A folder's path as one line, «Усі файли / Договори / 2026». */
export function pathText(path: TLibraryListing['path'], top: string): string {
  return [top, ...path.map((p) => p.name)].join(' / ');
}
