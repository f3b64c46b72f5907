import platform from './001_platform';
import commerce from './002_commerce';

export interface Migration {
  version: number;
  sql: string;
}

/** Applied in this order; each runs once, tracked by `PRAGMA user_version`. */
export const migrations: Migration[] = [platform, commerce];
