import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The foot of the reset and recovery forms: the submit button and the way back to signing in. */
export function SubmitAndBack({ label, loading }: { label: string; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Button type="submit" fullWidth size="md" loading={loading}>
        {label}
      </Button>
      <Text ta="center" size="sm">
        <Anchor component={Link} to="/login">
          {t('auth.backToSignIn')}
        </Anchor>
      </Text>
    </>
  );
}
