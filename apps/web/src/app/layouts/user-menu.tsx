import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconHelpCircle, IconKey, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { faqPath } from '@tt/contracts/faq';
import { BANK_ROLES, ROLE_LABELS } from '@tt/contracts/permissions';
import type { TLoginInfo } from '@tt/contracts/session';
import { useSession } from '../../lib/use-session';
import { useSignOut } from './use-sign-out';
import classes from './main-layout.module.css';

function initials(first: string, last: string): string {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

/** The line under the name: the provider's organisation, or a bank user's roles. */
function affiliation(info: TLoginInfo): string {
  if (info.org_name) return info.org_name;
  return BANK_ROLES.filter((r) => info.roles?.[r])
    .map((r) => ROLE_LABELS[r])
    .join(', ');
}

/** Full name and organisation of the signed-in user, with profile, password change and sign-out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { loginInfo } = useSession();
  const signOut = useSignOut();
  if (!loginInfo) return null;
  const orgName = affiliation(loginInfo);

  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        {/* Named by what it shows (initials, name, organisation) and then what it is: speech users say what they see. */}
        <UnstyledButton className={classes.user}>
          <Group gap="sm" wrap="nowrap">
            <Avatar color="white" variant="outline" radius="xl" size={34}>
              {initials(loginInfo.first_name, loginInfo.last_name)}
            </Avatar>
            <div className={classes.userText}>
              <Text size="sm" fw={500} lh={1.2} truncate>
                {loginInfo.full_name}
              </Text>
              {orgName ? (
                <Text size="xs" lh={1.2} className={classes.userOrg} truncate>
                  {orgName}
                </Text>
              ) : null}
            </div>
            <VisuallyHidden>{t('nav.userMenu')}</VisuallyHidden>
            <IconChevronDown size={16} stroke={1.8} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={500} c="var(--mantine-color-text)">
            {loginInfo.full_name}
          </Text>
          {orgName ? <Text size="xs">{orgName}</Text> : null}
          <Text size="xs">{loginInfo.email}</Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/account/profile" leftSection={<IconUserCircle size={16} />}>
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account/password" leftSection={<IconKey size={16} />}>
          {t('nav.changePassword')}
        </Menu.Item>
        <Menu.Item component={Link} to={faqPath()} leftSection={<IconHelpCircle size={16} />}>
          {t('nav.help')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
