import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../../i18n/uk-admin';

interface ProviderStateBadgesProps {
  provider: { is_verify: boolean; is_blocked: boolean; is_pipeline: boolean; is_paper_less: boolean };
  /** The table shows only verification and blocking; the card also the two working preferences. */
  withPreferences?: boolean;
}

/** The glossary's words for an organisation's state (docs/product/README.md §3). */
export function ProviderStateBadges({ provider, withPreferences = false }: ProviderStateBadgesProps) {
  const { t } = useTranslation();
  const badge = { variant: 'light', radius: 'sm', tt: 'none', miw: 'max-content' } as const;
  return (
    <Group gap={6} wrap="wrap">
      {provider.is_blocked ? (
        <Badge color="red" {...badge}>
          {t('admin.state.blocked')}
        </Badge>
      ) : null}
      <Badge color={provider.is_verify ? 'green' : 'yellow'} {...badge}>
        {provider.is_verify ? t('admin.state.verified') : t('admin.state.unverified')}
      </Badge>
      {withPreferences && provider.is_pipeline ? (
        <Badge color="blue" {...badge}>
          {t('admin.state.pipeline')}
        </Badge>
      ) : null}
      {withPreferences && provider.is_paper_less ? (
        <Badge color="gray" {...badge}>
          {t('admin.state.paperless')}
        </Badge>
      ) : null}
    </Group>
  );
}
