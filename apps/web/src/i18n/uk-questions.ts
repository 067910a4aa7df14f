/** Ukrainian strings of the questions screens and sections (part of the one resource in ./uk.ts). */
export const ukQuestions = {
  title: 'Запитання та відповіді',
} as const;
