import { useEffect } from 'react';
import { AppShell, Burger, Group, NavLink as MantineNavLink, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingBank } from '@tabler/icons-react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../../lib/dayjs';
import { useSession } from '../../lib/use-session';
import { MAIN_CONTENT_ID } from '../../components/ui/main-content';
import { visibleNavItems } from './nav-items';
import { UnverifiedBanner } from './unverified-banner';
import { UserMenu } from './user-menu';
import classes from './main-layout.module.css';

const MOBILE_NAV_ID = 'mobile-navigation';

/** The signed-in frame: header with product name, navigation by `actions`, user menu. */
export function MainLayout() {
  const { t } = useTranslation();
  const { loginInfo } = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const items = visibleNavItems(loginInfo?.actions);

  // The mobile menu closes once the person has picked a screen.
  useEffect(close, [pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { desktop: true, mobile: !opened } }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap">
          <Group gap="xl" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              color="white"
              aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={opened}
              aria-controls={opened ? MOBILE_NAV_ID : undefined}
            />
            {/* Named at every width: on a phone the product name is not shown, only the icon. */}
            <UnstyledButton component={Link} to="/" className={classes.brand} aria-label={t('app.name')}>
              <ThemeIcon size={32} radius="sm" variant="white" aria-hidden>
                <IconBuildingBank size={20} stroke={1.7} />
              </ThemeIcon>
              <Text fw={700} size="lg" c="white" visibleFrom="xs">
                {t('app.name')}
              </Text>
            </UnstyledButton>
            <Group gap={4} component="nav" aria-label={t('nav.main')} visibleFrom="sm" wrap="nowrap">
              {items.map((item) => (
                <NavLink key={item.to} to={item.to} className={classes.navLink}>
                  {t(item.label)}
                </NavLink>
              ))}
            </Group>
          </Group>
          <UserMenu />
        </Group>
      </AppShell.Header>

      {/*
        The phone's menu exists only while open and only below the header navigation's breakpoint,
        so there is one navigation at a time: no second landmark, no hidden links in the tab order.
      */}
      {opened ? (
        <AppShell.Navbar p="sm" component="nav" aria-label={t('nav.main')} id={MOBILE_NAV_ID} hiddenFrom="sm">
          {items.map((item) => (
            <MantineNavLink
              key={item.to}
              component={NavLink}
              to={item.to}
              label={t(item.label)}
              leftSection={<item.icon size={18} stroke={1.6} />}
              active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
            />
          ))}
        </AppShell.Navbar>
      ) : null}

      <AppShell.Main className={classes.main} id={MAIN_CONTENT_ID}>
        <div className={classes.content}>
          <UnverifiedBanner />
          <Outlet />
        </div>
      </AppShell.Main>
    </AppShell>
  );
}
