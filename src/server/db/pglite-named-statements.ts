import {
  type messages,
  type PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";

/**
 * Named statements on PGlite: parsed once, and planned the way a named statement is on PostgreSQL
 * (a few custom plans, then the generic one when it costs no more), instead of parsed and planned
 * on every call. PGlite's `query` always uses the unnamed statement, and drizzle's PGlite driver
 * drops the name a prepared query is given, so the hot statements that PostgreSQL keeps per
 * connection (decision 0014) were planned anew for every order: the order's eleven-CTE write spent
 * more time being planned than run (issue 44). A statement is named by its SQL text, registered by
 * the code that builds it once (`keepPlanned`); any other text runs as before.
 */
const names = new Map<string, string>();

/** Runs this SQL text as the named statement `name` wherever the database is PGlite. */
export function keepPlanned(text: string, name: string) {
  const taken = [...names].find(([other, n]) => n === name && other !== text);
  if (taken) throw new Error(`Statement name ${name} is already another statement's`);
  names.set(text, name);
}

interface Described {
  paramTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

type Query = PGlite["query"];

/**
 * The client drizzle is given: PGlite itself, with `query` (and a transaction's `query`) running a
 * registered text as its named statement. Everything else is PGlite's own.
 */
export function withNamedStatements(client: PGlite): PGlite {
  const described = new Map<string, Described>();
  const quiet = { syncToFs: false } as const;

  /** The backend's own steps, as PGlite's query takes them, with the statement parsed only once. */
  async function runNamed(name: string, text: string, params: unknown[], options: QueryOptions | undefined) {
    let statement = described.get(name);
    if (!statement) {
      try {
        await client.execProtocolStream(protocol.serialize.parse({ name, text }), quiet);
        statement = describeOf(
          await client.execProtocolStream(protocol.serialize.describe({ type: "S", name }), quiet),
        );
      } finally {
        await client.execProtocolStream(protocol.serialize.sync(), quiet);
      }
      described.set(name, statement);
    }
    const types = statement.paramTypes;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[types[i]!];
      return serializer ? serializer(value) : String(value);
    });
    // One trip into the engine for the three messages (PGlite's own query takes one each): it reads
    // all it is given, and after an error skips to the Sync, as a server does (issue 44).
    const replies = await client.execProtocolStream(bindExecuteSync(name, values), quiet);
    return toResults(replies, statement, options);
  }

  function toResults(
    replies: messages.BackendMessage[],
    statement: Described,
    options: QueryOptions | undefined,
  ): Results {
    const parsers = statement.fields.map(({ dataTypeID }) => {
      const parser = options?.parsers?.[dataTypeID] ?? client.parsers[dataTypeID];
      return (value: string | null) => (value === null ? null : parser ? parser(value, dataTypeID) : value);
    });
    const rows: unknown[] = [];
    let affectedRows = 0;
    for (const reply of replies) {
      if (reply.name === "dataRow") {
        const values = (reply as messages.DataRowMessage).fields.map((v, i) => parsers[i]!(v));
        rows.push(
          options?.rowMode === "array"
            ? values
            : Object.fromEntries(statement.fields.map((field, i) => [field.name, values[i]])),
        );
      } else if (reply.name === "commandComplete") {
        const count = Number((reply as messages.CommandCompleteMessage).text.split(" ").at(-1));
        if (Number.isFinite(count)) affectedRows = count;
      }
    }
    return { rows, affectedRows, fields: statement.fields } as Results;
  }

  /** `query`, with a registered text as its named statement: `exclusive` is how PGlite's own takes its turn. */
  const namedQuery = (
    plain: Query,
    exclusive: <T>(fn: () => Promise<T>) => Promise<T>,
    afterwards: () => Promise<void>,
  ) =>
    (async (text: string, params?: unknown[], options?: QueryOptions) => {
      const name = names.get(text);
      if (!name) return plain(text, params, options);
      const result = await exclusive(() => runNamed(name, text, params ?? [], options));
      await afterwards();
      return result;
    }) as Query;

  const plainQuery = client.query.bind(client);
  const plainTransaction = client.transaction.bind(client);
  // Outside a transaction a query waits for any transaction and then for any query, and its writes
  // reach the data directory after it; inside one, it only waits for the other queries.
  const query = namedQuery(
    plainQuery,
    (fn) => client._runExclusiveTransaction(() => client._runExclusiveQuery(fn)),
    () => client.syncToFs(),
  );
  const transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    plainTransaction((tx) => {
      const named = Object.create(tx) as Transaction;
      named.query = namedQuery(
        tx.query.bind(tx),
        (fn) => client._runExclusiveQuery(fn),
        async () => {},
      );
      return callback(named);
    })) as PGlite["transaction"];
  return Object.assign(client, { query, transaction });
}

const bindExecuteSync = (name: string, values: (string | null)[]): Uint8Array =>
  Buffer.concat([
    protocol.serialize.bind({ statement: name, values }),
    protocol.serialize.execute({}),
    protocol.serialize.sync(),
  ]);

function describeOf(replies: messages.BackendMessage[]): Described {
  const parameters = replies.find((r) => r.name === "parameterDescription") as
    | messages.ParameterDescriptionMessage
    | undefined;
  const row = replies.find((r) => r.name === "rowDescription") as messages.RowDescriptionMessage | undefined;
  return {
    paramTypes: parameters?.dataTypeIDs ?? [],
    fields: row?.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) ?? [],
  };
}
