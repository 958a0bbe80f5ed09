export * from './app-meta.ts';
export * from './consent-records.ts';
export * from './content.ts';
export * from './identity-provider.ts';
export * from './licensed-professionals.ts';
export * from './mail-outbox.ts';
export * from './sessions.ts';
export * from './users.ts';
