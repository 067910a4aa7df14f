import { Alert, Tabs } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CHANNEL_KINDS, type TChannelKind } from '@tt/contracts/constants';
import { CHANNEL_KIND_LABELS } from '@tt/contracts/settings';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { useChannelOptions } from '../api/channel-options';
import { ChangeHistory } from '../components/change-history';
import { ChannelDictionary } from '../components/channel-dictionary';
import { SettingsScreen } from '../components/settings-screen';
import '../../../i18n/uk-settings';

const KIND_KEY = 'kind';
const isKind = (value: string | null): value is TChannelKind => CHANNEL_KINDS.includes(value as TChannelKind);

/** /admin/settings/edit/channels: the three channel dictionaries, a tab each (`?kind=`), and what changed. */
export function ChannelsRoute() {
  const { t } = useTranslation();
  const options = useChannelOptions();
  const [search, setSearch] = useSearchParams();
  const given = search.get(KIND_KEY);
  const kind: TChannelKind = isKind(given) ? given : CHANNEL_KINDS[0];

  const chooseKind = (value: string | null) => {
    const next = new URLSearchParams(search);
    if (value && value !== CHANNEL_KINDS[0]) next.set(KIND_KEY, value);
    else next.delete(KIND_KEY);
    setSearch(next, { replace: true });
  };

  let body;
  if (options.isPending) body = <PageLoader />;
  else if (options.isError)
    body = (
      <LoadFailedAlert title={t('settings.loadFailed')} error={options.error} onRetry={() => void options.refetch()} />
    );
  else
    body = (
      <Tabs value={kind} onChange={chooseKind} keepMounted={false}>
        <Tabs.List mb="md">
          {CHANNEL_KINDS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {CHANNEL_KIND_LABELS[k]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CHANNEL_KINDS.map((k) => (
          <Tabs.Panel key={k} value={k}>
            <ChannelDictionary
              kind={k}
              options={options.data.filter((o) => o.kind === k)}
              fetching={options.isFetching}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    );

  return (
    <SettingsScreen title={t('settings.channels.title')} intro={t('settings.channels.intro')}>
      {/* A standing note, not news: no alert for screen readers. */}
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} role="note">
        {t('settings.channels.rule')}
      </Alert>
      {body}
      <ChangeHistory area="channels" />
    </SettingsScreen>
  );
}
