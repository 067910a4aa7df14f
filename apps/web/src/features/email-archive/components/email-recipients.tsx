import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TEmailSummary } from '@tt/contracts/emails';
import { Address } from '../../../components/ui/address';
import '../../../i18n/uk-email-archive';

/** The letter's addresses, one a line; those in copy are marked «копія». Long addresses never widen the page. */
export function EmailRecipients({ letter }: { letter: Pick<TEmailSummary, 'to' | 'cc'> }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      {letter.to.map((address) => (
        <Text key={`to:${address}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Address address={address} />
        </Text>
      ))}
      {letter.cc.map((address) => (
        <Text key={`cc:${address}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Badge component="span" variant="outline" color="gray" size="xs" radius="sm" tt="none" mr={6}>
            {t('emailArchive.copy')}
          </Badge>
          <Address address={address} />
        </Text>
      ))}
    </Stack>
  );
}
