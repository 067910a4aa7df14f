export * from './accounts.ts';
export * from './dictionaries.ts';
export * from './tenders.ts';
export * from './mail.ts';
