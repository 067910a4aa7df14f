import { List, Paper, SimpleGrid, Stack, Table, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TRules } from '@tt/contracts/settings';
import { useNarrowScreen } from '../../../components/ui/responsive-table';
import '../../../i18n/uk-settings';

/** Whether `role` grants `action` in the table the server sent. */
const grants = (rules: TRules, role: string, action: string) => rules.grants[role]?.includes(action) === true;

/**
 * The role × action table exactly as the server sent it: a table from a tablet up (an action a
 * row, a role a column), a card a role listing what it may do on a phone.
 */
export function RulesTable({ rules }: { rules: TRules }) {
  return useNarrowScreen() ? <RoleCards rules={rules} /> : <WideRules rules={rules} />;
}

function WideRules({ rules }: { rules: TRules }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder>
      <Table striped highlightOnHover verticalSpacing="xs" layout="fixed">
        <VisuallyHidden component="caption">{t('settings.rules.caption')}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w="34%">
              {t('settings.rules.action')}
            </Table.Th>
            {rules.roles.map(({ role, label }) => (
              <Table.Th key={role} scope="col" ta="center">
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.actions.map(({ action, label }) => (
            <Table.Tr key={action}>
              <Table.Th scope="row" fw={400}>
                {label}
              </Table.Th>
              {rules.roles.map(({ role }) => (
                <Table.Td key={role} ta="center">
                  <Mark allowed={grants(rules, role, action)} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** A cell: a tick or a dash to the eye, the word to a screen reader. */
function Mark({ allowed }: { allowed: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {allowed ? (
        <ThemeIcon size={22} radius="xl" color="green" variant="light" style={{ verticalAlign: 'middle' }} aria-hidden>
          <IconCheck size={14} />
        </ThemeIcon>
      ) : (
        <IconMinus size={16} color="var(--mantine-color-dimmed)" style={{ verticalAlign: 'middle' }} aria-hidden />
      )}
      <VisuallyHidden>{allowed ? t('settings.rules.allowed') : t('settings.rules.denied')}</VisuallyHidden>
    </>
  );
}

function RoleCards({ rules }: { rules: TRules }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={1} spacing="md">
      {rules.roles.map(({ role, label }) => {
        const allowed = rules.actions.filter(({ action }) => grants(rules, role, action));
        const headingId = `rules-role-${role}`;
        return (
          <Paper key={role} withBorder p="md" component="section" aria-labelledby={headingId}>
            <Stack gap="xs">
              <Title order={2} size="h4" id={headingId}>
                {label}
              </Title>
              <Text size="sm" c="dimmed">
                {t('settings.rules.roleSummary', { count: allowed.length, total: rules.actions.length })}
              </Text>
              {allowed.length ? (
                <List
                  size="sm"
                  spacing={4}
                  icon={
                    <ThemeIcon size={18} radius="xl" color="green" variant="light" aria-hidden>
                      <IconCheck size={12} />
                    </ThemeIcon>
                  }
                >
                  {allowed.map(({ action, label: actionLabel }) => (
                    <List.Item key={action}>{actionLabel}</List.Item>
                  ))}
                </List>
              ) : (
                <Text size="sm">{t('settings.rules.noActions')}</Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
