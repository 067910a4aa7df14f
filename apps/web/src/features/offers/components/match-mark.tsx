import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/uk-offers';

/**
 * Whether an offered value meets the tender's requirement: ✓ / ✗ with words for screen
 * readers (never colour alone); null when the tender accepts any value.
 */
export function MatchMark({ match }: { match: boolean | null }) {
  const { t } = useTranslation();
  if (match === null) {
    return (
      <Text span size="xs" c="dimmed">
        {t('offers.match.any')}
      </Text>
    );
  }
  return (
    <Group gap={2} wrap="nowrap" component="span" display="inline-flex" style={{ verticalAlign: 'middle' }}>
      {match ? (
        <IconCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
      ) : (
        <IconX size={16} color="var(--mantine-color-red-8)" aria-hidden />
      )}
      <VisuallyHidden>{match ? t('offers.match.yes') : t('offers.match.no')}</VisuallyHidden>
    </Group>
  );
}
