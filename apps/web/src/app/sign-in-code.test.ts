import { describe, expect, it } from 'vitest';
import { staticGraph } from '../test/static-imports';

/**
 * The libraries the sign-in screen runs (ADR 0033: its JavaScript budget). Anything else — axios
 * before the form is sent, zod, the date pickers, the tables, the charts, the editor, the
 * password meter — arrives with a later `import()`.
 */
const SIGN_IN_PACKAGES = [
  '@mantine/core',
  '@mantine/form',
  '@mantine/hooks',
  '@tabler/icons-react',
  '@tanstack/react-query',
  'i18next',
  'react',
  'react-dom',
  'react-i18next',
  'react-router',
];

describe('the code of the sign-in screen', () => {
  it('imports only the libraries it needs to show the form', () => {
    const { modules, packages } = staticGraph(['main.tsx', 'features/auth/routes/login-route.tsx']);
    expect(modules.size).toBeGreaterThan(20);
    expect([...packages.keys()].sort()).toEqual(SIGN_IN_PACKAGES);
  });
});
