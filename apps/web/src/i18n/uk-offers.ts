/** Ukrainian strings of the offers screens and sections (part of the one resource in ./uk.ts). */
export const ukOffers = {
  title: 'Пропозиції',
} as const;
