import type { TSettingsArea } from '@tt/contracts/settings';

/** Query keys of the settings screens: a write invalidates its area's data and its change history. */
export const settingsKeys = {
  mail: ['settings', 'mail'] as const,
  rules: ['settings', 'rules'] as const,
  managers: ['settings', 'managers'] as const,
  channels: ['settings', 'channels'] as const,
  changes: (area: TSettingsArea) => ['settings', 'changes', area] as const,
  changesPage: (area: TSettingsArea, page: number, pageSize: number) =>
    ['settings', 'changes', area, { page, pageSize }] as const,
};
