import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../../../i18n/uk-help';

/** The way on when help has no answer: the feedback form. */
export function WriteUs() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('help.stillQuestions')}{' '}
      <Anchor component={Link} to="/feedback" fw={500}>
        {t('help.writeUs')}
      </Anchor>
    </Text>
  );
}
