import { useEffect, useState } from 'react';
import { List, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PasswordOwner, PasswordStrength } from '@tt/contracts/password-strength';

export type { PasswordOwner };

/**
 * The server's own strength rule, with zxcvbn and its dictionaries (about 1 MB): fetched on the
 * first password-setting form, never with /login. One import for the whole app.
 */
let rule: Promise<typeof import('@tt/contracts/password-strength')> | undefined;
const loadRule = () =>
  (rule ??= import('@tt/contracts/password-strength').catch((error: unknown) => {
    rule = undefined; // the next keystroke tries again
    throw error;
  }));

// Judged once typing pauses: a check takes tens of milliseconds.
const PAUSE_MS = 150;

const LEVELS = {
  weak: { color: 'red', value: 25 },
  medium: { color: 'yellow', value: 65 },
  strong: { color: 'teal', value: 100 },
} as const;

/** Refused is weak whatever the score; accepted is medium at the threshold and strong above it. */
const levelOf = (s: PasswordStrength): keyof typeof LEVELS =>
  !s.acceptable ? 'weak' : s.score >= 4 ? 'strong' : 'medium';

/**
 * How strong a new password is, as the server will judge it: a bar with a word («Слабкий»,
 * «Середній», «Надійний») and, for a weak one, why and how to do better, read out politely by
 * screen readers. `owner` is whose password it is, when the form knows it.
 */
export function PasswordStrengthMeter({ password, owner }: { password: string; owner?: PasswordOwner }) {
  const { t } = useTranslation();
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const { email, firstName, lastName } = owner ?? {};

  useEffect(() => {
    if (!password) return;
    let current = true;
    const timer = setTimeout(() => {
      loadRule().then(
        ({ checkPasswordStrength }) => {
          if (current) setStrength(checkPasswordStrength(password, { email, firstName, lastName }));
        },
        // No meter while the rule cannot be fetched; the server still judges the password.
        () => undefined,
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, email, firstName, lastName]);

  const level = strength && password ? levelOf(strength) : null;
  const levelName = level ? t(`auth.strength.${level}`) : '';
  // The live region stays mounted, so the first verdict is announced too.
  return (
    <Stack gap={4} aria-live="polite">
      {level && strength ? (
        <>
          <Progress.Root size="sm">
            {/* Mantine's own aria would read "65%"; the word is what means something. */}
            <Progress.Section
              value={LEVELS[level].value}
              color={LEVELS[level].color}
              withAria={false}
              role="progressbar"
              aria-label={t('auth.strength.label')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={LEVELS[level].value}
              aria-valuetext={levelName}
            />
          </Progress.Root>
          <Text size="sm">
            {t('auth.strength.label')}: <strong>{levelName}</strong>
          </Text>
          {level === 'weak' && strength.warning ? (
            <Text size="sm" c="red.8">
              {strength.warning}
            </Text>
          ) : null}
          {level === 'weak' && strength.suggestions.length > 0 ? (
            <List size="sm">
              {strength.suggestions.map((s) => (
                <List.Item key={s}>{s}</List.Item>
              ))}
            </List>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
