import path from 'node:path';
import type { Core } from '@strapi/strapi';

type ClientKind = 'mysql' | 'postgres' | 'sqlite';

const databaseConfig = ({ env }: Core.Config.Shared.ConfigParams) => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  if (client !== 'mysql' && client !== 'postgres' && client !== 'sqlite') {
    throw new Error(`Unsupported DATABASE_CLIENT: ${client}. Use "postgres", "mysql", or "sqlite".`);
  }

  const ssl = env.bool('DATABASE_SSL', false) && {
    key: env('DATABASE_SSL_KEY', undefined),
    cert: env('DATABASE_SSL_CERT', undefined),
    ca: env('DATABASE_SSL_CA', undefined),
    capath: env('DATABASE_SSL_CAPATH', undefined),
    cipher: env('DATABASE_SSL_CIPHER', undefined),
    rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
  };
  const pool = { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) };

  const connections: Record<ClientKind, object> = {
    mysql: {
      client: 'mysql',
      connection: {
        host: env('DATABASE_HOST', 'localhost'),
        port: env.int('DATABASE_PORT', 3306),
        database: env('DATABASE_NAME', 'strapi'),
        user: env('DATABASE_USERNAME', 'strapi'),
        password: env('DATABASE_PASSWORD', 'strapi'),
        ssl,
      },
      pool,
    },
    postgres: {
      client: 'postgres',
      connection: {
        connectionString: env('DATABASE_URL'),
        host: env('DATABASE_HOST', 'localhost'),
        port: env.int('DATABASE_PORT', 5432),
        database: env('DATABASE_NAME', 'strapi'),
        user: env('DATABASE_USERNAME', 'strapi'),
        password: env('DATABASE_PASSWORD', 'strapi'),
        ssl,
        schema: env('DATABASE_SCHEMA', 'public'),
      },
      pool,
    },
    sqlite: {
      client: 'sqlite',
      connection: {
        // Relative to the CMS's folder: this file runs from dist/config.
        filename: path.join(__dirname, '..', '..', env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
    },
  };

  return {
    connection: {
      ...connections[client],
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
    settings: {
      // The migrations in database/migrations are TypeScript, run from their compiled copies in dist.
      useTypescriptMigrations: true,
    },
  };
};

export default databaseConfig;
