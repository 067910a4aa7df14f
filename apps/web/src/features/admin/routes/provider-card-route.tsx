import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/use-session';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { useProviderDetails } from '../api/get-provider';
import {
  PROVIDER_ACTION_COLORS,
  PROVIDER_ACTION_ICONS,
  ProviderActionModal,
  availableActions,
  type ProviderActionKind,
} from '../components/provider-action-modal';
import { ProviderStateBadges } from '../components/provider-state-badges';
import { NoAccess } from '../components/no-access';
import { PageLoader } from '../../../components/ui/page-loader';
import { ProviderEvents, ProviderFields, ProviderOffers, ProviderUsers } from '../components/provider-card-sections';
import '../../../i18n/uk-admin';

/** /admin/providers/{id}: one provider — fields, users, offers with outcomes, win rate, events. */
export function ProviderCardRoute() {
  const { t } = useTranslation();
  const can = useCan('provider.manage');
  const id = Number(useParams().id);
  const card = useProviderDetails(id);
  const [action, setAction] = useState<ProviderActionKind | null>(null);

  if (!can) return <NoAccess />;
  if (card.isPending) return <PageLoader />;
  if (card.isError) {
    return <LoadFailedAlert title={t('admin.loadFailed')} error={card.error} onRetry={() => void card.refetch()} />;
  }
  const p = card.data;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/providers" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} />
          {t('admin.card.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6}>
          <Title order={1} size="h2">
            {p.name}
          </Title>
          <ProviderStateBadges provider={p} withPreferences />
        </Stack>
        <Group gap="sm">
          {availableActions(p).map((kind) => {
            const Icon = PROVIDER_ACTION_ICONS[kind];
            return (
              <Button
                key={kind}
                color={PROVIDER_ACTION_COLORS[kind]}
                variant={kind === 'block' ? 'outline' : 'filled'}
                leftSection={<Icon size={18} />}
                onClick={() => setAction(kind)}
              >
                {t(`admin.actions.${kind}`)}
              </Button>
            );
          })}
        </Group>
      </Group>

      {p.is_blocked && p.blocked_reason ? (
        <Alert color="red" variant="light" icon={<IconLock size={18} />} title={t('admin.card.blockedReason')}>
          {p.blocked_reason}
        </Alert>
      ) : null}

      <ProviderFields p={p} />
      <ProviderUsers p={p} />
      <ProviderOffers p={p} />
      <ProviderEvents events={p.events} />

      <ProviderActionModal
        target={action ? { id: p.id, name: p.name, kind: action } : null}
        onClose={() => setAction(null)}
      />
    </Stack>
  );
}
