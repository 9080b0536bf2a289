import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import {
  copyFile,
  copyLineBatches,
  isUniqueViolation,
  lockShop,
  mergeStaged,
  stagingStatements,
  type Query,
  type Statements,
  type StoreReportInput,
} from './store-report.ts';

/**
 * Connections that store one report side by side, each the days of one share (day number modulo the
 * count) in a transaction of its own. One PostgreSQL backend fills the search-term table and its three
 * indexes at about 80,000 rows a second; two COPYs of a 1,000,000-row report's halves took 6.9 s instead
 * of 12.1 s on two cores. Each day stays whole: readers see a day's old rows or its new ones.
 */
const SHARES = 2;

type Input = StoreReportInput & { connection: pg.ClientConfig };

/**
 * PostgreSQL: COPY the report straight into its table from the worker's own connections, each share in the
 * transaction that cleared its days. A key twice in the file (never seen from Amazon) makes the whole
 * window go through a staging table on one connection instead.
 */
export async function copyReportFile(input: Input): Promise<number> {
  const statements = stagingStatements(input.type);
  const clients = await connectAll(input.connection);
  try {
    try {
      return await copySharesSideBySide(clients, statements, input);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return await copyThroughStaging(clients[0]!, statements, input);
    }
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

/** One connection per share; if one cannot be had, the others are closed again. */
async function connectAll(connection: pg.ClientConfig) {
  const clients = Array.from({ length: SHARES }, () => new pg.Client(connection));
  const connected = await Promise.allSettled(clients.map((client) => client.connect()));
  const refused = connected.find((result) => result.status === 'rejected');
  if (!refused) return clients;
  await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  throw refused.reason;
}

const queryOn =
  (client: pg.Client): Query =>
  (statement, params) =>
    client.query(statement, params);

async function copySharesSideBySide(clients: pg.Client[], statements: Statements, input: Input) {
  const open = new Set<pg.Client>();
  try {
    for (const [share, client] of clients.entries()) {
      await client.query('begin');
      open.add(client);
      await client.query(statements.markIngest);
      // The shares wait on each other only through this program, where PostgreSQL sees no deadlock: a lock
      // not had within the limit fails the ingest, and the job pulls the window again, instead of a hang.
      await client.query(statements.lockTimeout);
      await lockShop(queryOn(client), statements, input.shopId);
      await client.query(statements.clearShare, [
        input.shopId,
        input.startDate,
        input.endDate,
        share,
        clients.length,
      ]);
    }
    const rows = await copyShares(clients, statements.copyIntoTable, input);
    // One after the other: each holds the shop's version row only from moving it to its commit.
    for (const client of clients) {
      if (statements.moveVersion) await client.query(statements.moveVersion, [input.shopId]);
      await client.query('commit');
      open.delete(client);
    }
    return rows;
  } catch (error) {
    await Promise.all([...open].map((client) => client.query('rollback').catch(() => undefined)));
    throw error;
  }
}

/** Streams each row to the COPY of its day's share; answers the row count. */
async function copyShares(clients: pg.Client[], statement: string, input: Input) {
  const streams = clients.map((client) => client.query(copyFrom(statement)));
  // Any share's failure ends every wait at once, whichever stream is being waited on. The listeners stay:
  // a COPY stream can report more than one error, and one unheard would end the thread.
  const failed = new Set<Writable>();
  const failure = new Promise<never>((_, reject) =>
    streams.forEach((stream) =>
      stream.on('error', (error) => {
        failed.add(stream);
        reject(error);
      }),
    ),
  );
  failure.catch(() => undefined);
  const untilFailure = <T>(work: Promise<T>) => Promise.race([work, failure]);
  // As `clearShare` counts (days since 1970-01-01): a day that is no date goes to the first share, whose
  // COPY then refuses it.
  const shareOf = (date: string) =>
    Math.abs(Date.parse(date.slice(0, 10)) / 86_400_000) % streams.length || 0;
  let rows = 0;
  try {
    for await (const { lines, dates } of copyLineBatches(input)) {
      const shares = streams.map(() => [] as string[]);
      lines.forEach((line, index) => shares[shareOf(dates[index]!)]!.push(line));
      rows += lines.length;
      await untilFailure(Promise.all(streams.map((stream, share) => write(stream, shares[share]!))));
    }
    await untilFailure(Promise.all(streams.map((stream) => finished(stream.end()))));
    return rows;
  } catch (error) {
    // A failed COPY is over on its connection already; the others are told to fail theirs (CopyFail).
    streams.filter((stream) => !failed.has(stream)).forEach((stream) => stream.destroy());
    throw error;
  }
}

async function write(stream: Writable, lines: string[]) {
  if (lines.length && !stream.write(`${lines.join('\n')}\n`)) await once(stream, 'drain');
}

async function copyThroughStaging(client: pg.Client, statements: Statements, input: Input) {
  try {
    for (const statement of statements.create) await client.query(statement);
    const rows = await copyFile(client, statements.copy, input);
    await mergeStaged(queryOn(client), statements, input);
    return rows;
  } finally {
    await client.query(statements.drop).catch(() => undefined);
  }
}
