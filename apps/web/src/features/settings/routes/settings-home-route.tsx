import { Anchor, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, Group } from '@mantine/core';
import { IconListDetails, IconMail, IconShieldLock, IconUsersGroup, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TKey } from '../../../i18n/i18n';
import { SETTINGS_HOME, SettingsScreen } from '../components/settings-screen';
import '../../../i18n/uk-settings';

interface SettingsCard {
  to: string;
  title: TKey;
  text: TKey;
  icon: Icon;
}

const CARDS: readonly SettingsCard[] = [
  { to: `${SETTINGS_HOME}/app/password`, title: 'settings.routes.mail', text: 'settings.home.mail', icon: IconMail },
  {
    to: `${SETTINGS_HOME}/app/rules`,
    title: 'settings.routes.rules',
    text: 'settings.home.rules',
    icon: IconShieldLock,
  },
  {
    to: `${SETTINGS_HOME}/edit/managers-it-rp`,
    title: 'settings.routes.managers',
    text: 'settings.home.managers',
    icon: IconUsersGroup,
  },
  {
    to: `${SETTINGS_HOME}/edit/channels`,
    title: 'settings.routes.channels',
    text: 'settings.home.channels',
    icon: IconListDetails,
  },
];

/** /admin/settings: a card for each settings screen, its title the link. */
export function SettingsHomeRoute() {
  const { t } = useTranslation();
  return (
    <SettingsScreen title={t('settings.home.title')} intro={t('settings.home.intro')} withBack={false}>
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {CARDS.map(({ to, title, text, icon: CardIcon }) => (
          <Paper key={to} component="li" withBorder p="lg">
            <Group align="flex-start" gap="md" wrap="nowrap">
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                <CardIcon size={22} />
              </ThemeIcon>
              <Stack gap={6}>
                <Title order={2} size="h4">
                  <Anchor component={Link} to={to} inherit>
                    {t(title)}
                  </Anchor>
                </Title>
                <Text size="sm" c="dimmed">
                  {t(text)}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </SettingsScreen>
  );
}
