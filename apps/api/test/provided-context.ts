// Values the integration global setup hands to every test file (through vitest's provide/inject).
export interface PostgresTemplate {
  adminUrl: string;
  template: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding the migrated PGlite data directory. */
    pgliteTemplate: string;
    /** Present when TEST_DATABASE_URL is set. */
    postgresTemplate: PostgresTemplate | null;
  }
}
