/** Ukrainian strings of the history screens and sections (part of the one resource in ./uk.ts). */
export const ukHistory = {
  title: 'Історія дій',
} as const;
