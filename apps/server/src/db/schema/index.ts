// One file per aggregate; drizzle-kit reads the whole schema through this index.
export * from './accounts.ts';
export * from './app-secrets.ts';
export * from './dictionaries.ts';
export * from './tenders.ts';
export * from './offers.ts';
export * from './history.ts';
export * from './documents.ts';
export * from './questions.ts';
export * from './mail.ts';
export * from './settings.ts';
export * from './help.ts';
export * from './library.ts';
export * from './statistics.ts';
export * from './shared-limits.ts';
