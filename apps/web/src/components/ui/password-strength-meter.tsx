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

/** What the verdict was given for: a verdict for anything else is stale and not shown. */
interface Judged {
  password: string;
  owner: string;
  strength: PasswordStrength;
}

const ownerKey = (o: PasswordOwner) => JSON.stringify([o.email ?? '', o.firstName ?? '', o.lastName ?? '']);

/**
 * How strong a new password is, as the server will judge it: a bar with a word («Слабкий»,
 * «Середній», «Надійний») and, for a weak one, why and how to do better. Only the word is read out
 * (politely) when it changes; the password input names `id` in its aria-describedby for the rest.
 * Until the verdict for what is typed now arrives, an empty bar stands in. `owner` is whose
 * password it is, when the form knows it.
 */
export function PasswordStrengthMeter({
  password,
  owner,
  id,
}: {
  password: string;
  owner?: PasswordOwner;
  id?: string;
}) {
  const { t } = useTranslation();
  const [judged, setJudged] = useState<Judged | null>(null);
  const { email, firstName, lastName } = owner ?? {};
  const key = ownerKey({ email, firstName, lastName });

  useEffect(() => {
    if (!password) return;
    let current = true;
    const timer = setTimeout(() => {
      loadRule().then(
        ({ checkPasswordStrength }) => {
          if (!current) return;
          const strength = checkPasswordStrength(password, { email, firstName, lastName });
          setJudged({ password, owner: key, strength });
        },
        // No meter while the rule cannot be fetched; the server still judges the password.
        () => undefined,
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, email, firstName, lastName, key]);

  const strength = judged && password && judged.password === password && judged.owner === key ? judged.strength : null;
  const level = strength ? levelOf(strength) : null;
  const levelName = level ? t(`auth.strength.${level}`) : '';
  return (
    <Stack gap={4}>
      {level ? (
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
      ) : password ? (
        // Judging: an empty track, so the form does not jump when the verdict comes.
        <Progress.Root size="sm" aria-hidden />
      ) : null}
      <div id={id}>
        {/* Mounted while empty, so the first verdict is announced too; only the word lives here. */}
        <Text size="sm" aria-live="polite">
          {level ? (
            <>
              {t('auth.strength.label')}: <strong>{levelName}</strong>
            </>
          ) : null}
        </Text>
        {level === 'weak' && strength?.warning ? (
          <Text size="sm" c="red.8">
            {strength.warning}
          </Text>
        ) : null}
        {level === 'weak' && strength && strength.suggestions.length > 0 ? (
          <List size="sm">
            {strength.suggestions.map((s) => (
              <List.Item key={s}>{s}</List.Item>
            ))}
          </List>
        ) : null}
      </div>
    </Stack>
  );
}
