import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../../../i18n/uk-settings';

export const SETTINGS_HOME = '/admin/settings';

interface SettingsScreenProps {
  title: string;
  /** One or two sentences under the heading: what the screen is for. */
  intro: string;
  /** The settings home itself has no way back to itself. */
  withBack?: boolean;
  children: ReactNode;
}

/** The frame of a settings screen: the way back to the settings home, the one heading, what the screen is for. */
export function SettingsScreen({ title, intro, withBack = true, children }: SettingsScreenProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {withBack ? (
        <Anchor component={Link} to={SETTINGS_HOME} size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('settings.backHome')}
          </Group>
        </Anchor>
      ) : null}
      <Stack gap={6}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" maw={760}>
          {intro}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}
