import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended baseline (19 MiB, 2 passes); @node-rs/argon2 defaults to argon2id.
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this keeps the timing of "unknown phone" equal to "wrong password". */
export const UNUSABLE_PASSWORD_HASH = await hashPassword('unusable-password-placeholder');
