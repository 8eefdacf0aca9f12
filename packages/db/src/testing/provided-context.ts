declare module 'vitest' {
  export interface ProvidedContext {
    /** Owner URL of this project's migrated test database; connect with connectDatabase() to act as the app. */
    databaseUrl: string;
  }
}

export {};
