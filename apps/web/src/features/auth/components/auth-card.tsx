import type { ReactNode } from 'react';
import { Box, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame of the sign-in, reset and recovery screens: product mark and a centred card. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  const { t } = useTranslation();
  return (
    <Box component="main" className={classes.page}>
      <Stack className={classes.column} gap="lg">
        <Group gap="sm" justify="center">
          <ThemeIcon size={44} radius="md" variant="white" aria-hidden>
            <IconBuildingBank size={26} stroke={1.6} />
          </ThemeIcon>
          <div>
            <Text fw={700} size="xl" lh={1.2} c="white">
              {t('app.name')}
            </Text>
            <Text size="sm" c="brand.1" lh={1.3}>
              {t('app.tagline')}
            </Text>
          </div>
        </Group>
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap={4} mb="lg">
            <Title order={1} size="h3">
              {title}
            </Title>
            {subtitle ? (
              <Text size="sm" c="dimmed">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Paper>
      </Stack>
    </Box>
  );
}
