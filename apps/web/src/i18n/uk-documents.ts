/** Ukrainian strings of the documents screens and sections (part of the one resource in ./uk.ts). */
export const ukDocuments = {
  title: 'Документи',
} as const;
