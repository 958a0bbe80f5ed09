export * from './app-meta.ts';
export * from './consent-records.ts';
export * from './users.ts';
