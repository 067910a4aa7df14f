import { useEffect, useRef, useState } from 'react';
import { Input, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type {} from 'altcha';
import '../../i18n/uk-registration';

interface AltchaWidgetProps {
  /** The solved payload, or null once unsolved, expired or failed (not while solving). */
  onChange: (payload: string | null) => void;
  /** A submit waits for the check: solve now if not already solving or solved. */
  solving?: boolean;
  /** Bumping it clears the widget (a solution is accepted once, so a refused submit needs a new one). */
  resetKey: number;
  error?: string | null;
}

/**
 * The ALTCHA proof-of-work widget of the open forms (registration, feedback). Its code (a web
 * component) is loaded only when such a form mounts; it fetches a challenge from
 * /api/altcha/challenge and starts solving when the person focuses the form. Its strings are
 * the registration section's, which both forms load.
 */
export function AltchaWidget({ onChange, resetKey, error, solving = false }: AltchaWidgetProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement & { reset?: () => void; getState?: () => string; verify?: () => Promise<void> }>(null);
  const [loaded, setLoaded] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let alive = true;
    void import('altcha').then(() => alive && setLoaded(true));
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!loaded || !el) return;
    const listener = (e: Event) => {
      const { state, payload } = (e as CustomEvent<{ state: string; payload?: string }>).detail;
      if (state !== 'verifying') onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    el.addEventListener('statechange', listener);
    return () => el.removeEventListener('statechange', listener);
  }, [loaded]);

  useEffect(() => {
    if (resetKey > 0) ref.current?.reset?.();
  }, [resetKey]);

  // A press that came before the person focused the form (or after a failed check) starts it.
  useEffect(() => {
    const el = ref.current;
    if (!solving || !loaded || !el) return;
    if (!['verifying', 'verified'].includes(el.getState?.() ?? '')) void el.verify?.();
  }, [solving, loaded]);

  const strings = JSON.stringify(t('registration.altcha', { returnObjects: true }));
  return (
    <Input.Wrapper
      label={t('registration.botCheckSection')}
      description={t('registration.botCheckHint')}
      error={error}
      required
      data-path="altcha"
    >
      <div style={{ marginTop: 6 }}>
        {loaded ? (
          <altcha-widget
            ref={ref}
            challengeurl="/api/altcha/challenge"
            auto="onfocus"
            hidelogo
            strings={strings}
            style={{ '--altcha-max-width': '100%', '--altcha-border-radius': '4px' }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            <Loader size="xs" mr={8} />
            {t('registration.botCheckLoading')}
          </Text>
        )}
      </div>
    </Input.Wrapper>
  );
}
