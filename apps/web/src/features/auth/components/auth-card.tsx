import type { ReactNode } from 'react';
import { Box, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../../../components/ui/main-content';
import classes from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/**
 * The frame of the sign-in, reset and recovery screens: a product panel (on top on phones,
 * on the left on wide screens) and the form in a card.
 */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  const { t } = useTranslation();
  const points = [t('auth.pointSealed'), t('auth.pointKyivTime'), t('auth.pointHistory')];
  return (
    <div className={classes.page}>
      <Box component="aside" className={classes.aside}>
        <Group gap="sm" wrap="nowrap">
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
        <List
          className={classes.points}
          spacing="sm"
          size="sm"
          icon={
            <ThemeIcon size={22} radius="xl" color="brand.6" aria-hidden>
              <IconCheck size={14} stroke={2.2} />
            </ThemeIcon>
          }
        >
          {points.map((p) => (
            <List.Item key={p}>{p}</List.Item>
          ))}
        </List>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} className={classes.formSide}>
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} className={classes.card}>
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
      </Box>
    </div>
  );
}
