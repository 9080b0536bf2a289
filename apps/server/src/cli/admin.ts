// npm run admin -- create-user --phone 139... --password ... --name ... [--role R_SUPER]
// npm run admin -- backup [file]
// npm run admin -- restore file
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PASSWORD_PATTERN, PHONE_PATTERN, Role } from '@termwise/contracts';
import { loadConfig, secretsOf, storeSecrets, type Config } from '../config.ts';
import { BackupError, restoreBackup, writeBackup } from '../db/backup.ts';
import { backupFileName } from '../db/backup-schedule.ts';
import { DatabaseInUseError, openDatabase } from '../db/client.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { createAuthRepo } from '../modules/auth/repo.ts';

const USAGE = `usage:
  npm run admin -- create-user --phone P --password W --name N [--role R]
  npm run admin -- backup [file]
  npm run admin -- restore file`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    phone: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: Role.super },
  },
});

// Variables already in the environment win over the file, as with `npm start`.
if (existsSync('.env')) process.loadEnvFile('.env');
const [command, file] = positionals;
const commands: Record<string, (config: Config) => Promise<void>> = {
  'create-user': createUser,
  backup: async (config) => {
    const target = resolve(file ?? backupFileName(new Date()));
    await withDatabase(config, async ({ pool }) => {
      const { tables, rows } = await writeBackup(pool, target, secretsOf(config));
      console.log(`backed up ${rows} rows of ${tables} tables to ${target}`);
      console.log('it holds the key that decrypts Amazon tokens: keep it as safe as the data directory');
    });
  },
  restore: async (config) => {
    if (!file) fail(USAGE);
    await withDatabase(config, async ({ pool }) => {
      const { tables, rows, secrets } = await restoreBackup(pool, resolve(file));
      storeSecrets(config.dataDir, secrets);
      console.log(`restored ${rows} rows of ${tables} tables from ${file}`);
      if (process.env.AMAZON_TOKEN_KEY && process.env.AMAZON_TOKEN_KEY !== secrets.amazonTokenKey)
        console.warn(
          "AMAZON_TOKEN_KEY differs from the backup's key: set it to the old one, or shops must authorize again",
        );
    });
  },
};

const run = commands[command ?? ''];
if (!run) fail(USAGE);
try {
  await run(loadConfig());
} catch (error) {
  if (error instanceof BackupError || error instanceof DatabaseInUseError) fail(error.message);
  throw error;
}

async function withDatabase(
  config: Config,
  work: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>,
) {
  const database = await openDatabase(config);
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

async function createUser(config: Config) {
  if (!values.phone || !PHONE_PATTERN.test(values.phone)) fail('--phone: invalid phone number');
  if (!values.password || !PASSWORD_PATTERN.test(values.password))
    fail('--password: 6-18 letters, digits or underscores');
  if (!values.name) fail('--name: cannot be empty');
  const { phone, password, name, role } = values;
  await withDatabase(config, async ({ db }) => {
    const repo = createAuthRepo(db);
    if (await repo.findUserByPhone(phone)) fail(`a user with phone ${phone} already exists`);
    const user = await repo.createUserWithOrganisation({
      phone,
      userName: name,
      passwordHash: await hashPassword(password),
      roles: [role],
    });
    console.log(`created ${role} ${user.userName} (${user.phone})`);
  });
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
