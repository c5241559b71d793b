import pg from "pg";

/**
 * One statement on its own connection to the PostgreSQL server `serverUrl` names: creating or
 * dropping a database cannot run inside a pool's transaction, nor on a connection to that database.
 */
export async function onServer(serverUrl: string, statement: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement, params);
  } finally {
    await client.end();
  }
}

/** The URL of the database `name` on the server `serverUrl` names (same user, host and options). */
export function databaseUrlOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
