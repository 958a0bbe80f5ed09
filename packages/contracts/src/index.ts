export * from './consent.ts';
export * from './countries.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './locations.ts';
