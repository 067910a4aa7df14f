import { useState } from 'react';
import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FAQ_VERIFICATION_SLUG, faqPath } from '@tt/contracts/faq';
import { useSession } from '../../lib/use-session';

// Hidden for this browser tab's session only: it comes back at the next visit until the bank verifies.
const DISMISSED_KEY = 'tt-unverified-banner-dismissed';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** For provider users whose organisation the bank has not verified yet: what that means for them. */
export function UnverifiedBanner() {
  const { t } = useTranslation();
  const { loginInfo, organization } = useSession();
  const [dismissed, setDismissed] = useState(readDismissed);
  if (dismissed || loginInfo?.role !== 'provider' || !organization || organization.is_verify) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      mb="md"
      icon={<IconAlertTriangle size={20} />}
      title={t('unverifiedBanner.title')}
      withCloseButton
      closeButtonLabel={t('unverifiedBanner.dismiss')}
      onClose={() => {
        try {
          sessionStorage.setItem(DISMISSED_KEY, '1');
        } catch {
          // Storage may be unavailable (private mode); hiding for this page view is enough.
        }
        setDismissed(true);
      }}
      role="status"
      // The page's ink, not the yellow's: yellow text on the light yellow ground fails 4.5:1.
      styles={{ message: { color: 'var(--mantine-color-text)' } }}
      data-testid="unverified-banner"
    >
      {t('unverifiedBanner.body')}{' '}
      <Anchor component={Link} to={faqPath(FAQ_VERIFICATION_SLUG)} inherit fw={500}>
        {t('unverifiedBanner.helpLink')}
      </Anchor>
    </Alert>
  );
}
