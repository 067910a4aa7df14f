import { useEffect } from 'react';
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { faqPath } from '@tt/contracts/faq';
import '../../../lib/dayjs';
import { MAIN_CONTENT_ID } from '../../../components/ui/main-content';
import { useHelpViewer } from './help-viewer';
import { reloadTo } from './reload';
import classes from './help-frame.module.css';
import '../../../i18n/uk-help';

/**
 * The light frame of the help pages, which are outside the main layout: the product's name, the
 * help itself, «Написати нам», and the way in (sign-in) or back to work (signed in).
 */
export function HelpFrame() {
  const { t } = useTranslation();
  const { damaged, signedIn, checking } = useHelpViewer();
  const { pathname } = useLocation();

  // The spec's rule (docs/decisions/0030, Help): login info without `role` and `roles` sends the
  // browser to /faq with a fresh load; there the list is shown as to a visitor.
  const reload = damaged && pathname !== faqPath();
  useEffect(() => {
    if (reload) reloadTo(faqPath());
  }, [reload]);

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Group className={classes.bar} justify="space-between" wrap="nowrap" gap="xs">
          <Link to="/" className={classes.brand} aria-label={t('app.name')}>
            <ThemeIcon size={32} radius="sm" variant="white" aria-hidden>
              <IconBuildingBank size={20} stroke={1.7} />
            </ThemeIcon>
            <Text fw={700} size="lg" c="white" visibleFrom="sm">
              {t('app.name')}
            </Text>
          </Link>
          <Group component="nav" aria-label={t('help.frame.nav')} gap={2} wrap="nowrap">
            <NavLink to={faqPath()} end className={classes.link}>
              {t('nav.help')}
            </NavLink>
            <NavLink to="/feedback" className={classes.link}>
              {t('help.frame.feedback')}
            </NavLink>
            {checking ? null : (
              <Link to={signedIn ? '/' : '/login'} className={classes.link}>
                {signedIn ? t('help.frame.toApp') : t('help.frame.signIn')}
              </Link>
            )}
          </Group>
        </Group>
      </header>
      <main id={MAIN_CONTENT_ID} className={classes.main}>
        {reload ? null : <Outlet />}
      </main>
    </div>
  );
}
