// `npm run admin -- create-user --phone 139... --password ... --name ... [--role R_SUPER]`
import { parseArgs } from 'node:util';
import { PASSWORD_PATTERN, PHONE_PATTERN, Role } from '@termwise/contracts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { createAuthRepo } from '../modules/auth/repo.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    phone: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: Role.super },
  },
});

if (positionals[0] !== 'create-user')
  fail('usage: npm run admin -- create-user --phone P --password W --name N [--role R]');
if (!values.phone || !PHONE_PATTERN.test(values.phone)) fail('--phone: invalid phone number');
if (!values.password || !PASSWORD_PATTERN.test(values.password))
  fail('--password: 6-18 letters, digits or underscores');
if (!values.name) fail('--name: cannot be empty');

const database = await openDatabase(loadConfig());
const repo = createAuthRepo(database.db);
try {
  if (await repo.findUserByPhone(values.phone)) fail(`a user with phone ${values.phone} already exists`);
  const user = await repo.createUserWithOrganisation({
    phone: values.phone,
    userName: values.name,
    passwordHash: await hashPassword(values.password),
    roles: [values.role],
  });
  console.log(`created ${values.role} ${user.userName} (${user.phone})`);
} finally {
  await database.close();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
