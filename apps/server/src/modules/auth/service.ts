import { randomInt } from 'node:crypto';
import {
  Role,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_SECONDS,
  type CodeLoginRequest,
  type LoginRequest,
  type LoginResponse,
  type RegisterRequest,
  type ResetPasswordRequest,
  type SendCodeRequest,
  type SmsScene,
} from '@termwise/contracts';
import {
  accountDisabled,
  conflict,
  notFound,
  sessionInvalid,
  tokenExpired,
  validationFailed,
} from '../../http/errors.ts';
import { messages } from '../../http/messages.ts';
import { shiftDays } from '../../shop-calendar.ts';
import { hashPassword, passwordMatches, UNUSABLE_PASSWORD_HASH } from './passwords.ts';
import type { Limiter, Limiters, RateLimits } from './rate-limit.ts';
import type { AuthRepo, UserRow } from './repo.ts';
import type { SessionCache } from './session-cache.ts';
import type { SessionUser } from '../../http/session-user.ts';
import type { SmsProvider } from './sms.ts';
import type { InvitationBook } from '../user/index.ts';
import { hashRefreshToken, newRefreshToken, type AccessTokens } from './tokens.ts';

/**
 * A refresh token presented again this soon after its rotation is a second tab (or a retried request)
 * that raced the first, not a thief: it gets the same successor. Later, a reuse ends the whole login.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

interface Deps {
  repo: AuthRepo;
  limiters: Limiters;
  limits: RateLimits;
  accessTokens: AccessTokens;
  sessions: SessionCache;
  sms: SmsProvider;
  /** Admins' invitations (the user module's): a phone with an open one joins that organisation. */
  invitations: Pick<InvitationBook, 'take' | 'release' | 'markAcceptedBy'>;
  /** Whether the organisation has connected shops (the shop module's): one with shops is never left. */
  hasShops(organisationId: string): Promise<boolean>;
  refreshTokenTtlDays: number;
  /** The successor a refresh token rotates into (always the same one for the same token). */
  successorOf(presented: string): string;
}

export function createAuthService(deps: Deps) {
  const { repo, limiters, limits, accessTokens, sessions } = deps;

  const refreshTokenExpiry = () => shiftDays(new Date(), deps.refreshTokenTtlDays);

  async function startSession(user: UserRow): Promise<LoginResponse> {
    if (user.status === 'disabled') throw accountDisabled();
    const refreshToken = newRefreshToken();
    const sessionId = await repo.createSession(user.id, {
      hash: hashRefreshToken(refreshToken),
      expiresAt: refreshTokenExpiry(),
    });
    return { token: await accessTokens.sign({ userId: user.id, sessionId }), refreshToken };
  }

  /**
   * A phone invited while it already has an account of its own joins the inviting organisation at its next
   * sign-in, if its own organisation holds nothing (no other member, no shop): nothing is left behind.
   */
  async function joinOnInvitation(user: UserRow): Promise<UserRow> {
    if (user.roles.includes(Role.super)) return user;
    const alone = (await repo.membersOf(user.organisationId)) === 1;
    if (!alone || (await deps.hasShops(user.organisationId))) return user;
    const invitation = await deps.invitations.take(user.phone);
    if (!invitation) return user;
    try {
      const joined = await repo.moveToOrganisation(user.id, {
        organisationId: invitation.organisationId,
        roles: [invitation.role],
        shopIds: invitation.shopIds,
        invitedBy: invitation.invitedBy,
      });
      await deps.invitations.markAcceptedBy(invitation.id, user.id);
      // Logins still open elsewhere would go on reading the old organisation from the cache.
      sessions.forgetUser(user.id);
      return joined;
    } catch (error) {
      await deps.invitations.release(invitation.id);
      throw error;
    }
  }

  /** Takes every limiter in turn; when one refuses, the attempts already counted are handed back. */
  async function takeAll(...takes: [Limiter, string][]): Promise<void> {
    const taken: [Limiter, string][] = [];
    try {
      for (const [limiter, key] of takes) {
        await limiter.take(key);
        taken.push([limiter, key]);
      }
    } catch (error) {
      await Promise.all(taken.map(([limiter, key]) => limiter.giveBack(key)));
      throw error;
    }
  }

  /** The attempt is counted before the code is compared, so parallel guesses cannot pass the limit. */
  async function checkCode(phone: string, scene: SmsScene, code: string, ip: string): Promise<void> {
    const phoneKey = `${scene}:${phone}`;
    await takeAll([limiters.codeChecksIp, ip], [limiters.codeChecksPhone, phoneKey]);
    const latest = await repo.latestCode(phone, scene);
    const usable = latest && !latest.usedAt && latest.expiresAt > new Date();
    if (!usable) throw validationFailed(messages.auth.codeInvalidOrExpired);
    if (latest.code !== code) throw validationFailed(messages.auth.codeIncorrect);
    if (!(await repo.consumeCode(latest.id))) {
      throw validationFailed(messages.auth.codeInvalidOrExpired);
    }
    await limiters.codeChecksPhone.clear(phoneKey);
  }

  /**
   * A phone with many failures from anywhere gets one password check per few seconds (slowed, not
   * locked: its owner still gets in); the phone and IP pair and the IP are locked at their limits.
   */
  async function takeLoginAttempt(phone: string, ip: string): Promise<void> {
    const slowdown = limits.loginSlowdownPerPhone;
    const hot = (await limiters.loginPhoneFailures.count(phone)) >= slowdown.after;
    await takeAll(
      [limiters.loginIp, ip],
      [limiters.loginPair, `${phone}:${ip}`],
      ...(hot ? ([[limiters.loginPhoneSpacing, phone]] as [Limiter, string][]) : []),
    );
  }

  return {
    async login({ phone, password }: LoginRequest, ip: string): Promise<LoginResponse> {
      await takeLoginAttempt(phone, ip);
      const user = await repo.findUserByPhone(phone);
      const matches = await passwordMatches(user?.passwordHash ?? UNUSABLE_PASSWORD_HASH, password);
      if (!user || !matches) {
        await limiters.loginPhoneFailures.take(phone);
        throw validationFailed(messages.auth.phoneOrPasswordIncorrect);
      }
      await Promise.all([limiters.loginPair.clear(`${phone}:${ip}`), limiters.loginIp.giveBack(ip)]);
      return startSession(await joinOnInvitation(user));
    },

    /**
     * Answers the same for every phone, so nobody learns who is a customer: a code goes out only where it
     * can be used (login and password reset to a registered phone, registration to a new one).
     */
    async sendCode({ phone, scene }: SendCodeRequest, ip: string): Promise<{ resendAfter: number }> {
      await takeAll(
        [limiters.codeResend, `${scene}:${phone}`],
        [limiters.codeSendPhone, phone],
        [limiters.codeSendIp, ip],
      );
      const registered = Boolean(await repo.findUserByPhone(phone));
      if (registered !== (scene !== 'register')) return { resendAfter: SMS_RESEND_SECONDS };

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await repo.insertCode({
        phone,
        scene,
        code,
        expiresAt: new Date(Date.now() + SMS_CODE_TTL_SECONDS * 1000),
      });
      await limiters.codeChecksPhone.clear(`${scene}:${phone}`);
      await deps.sms.send({ phone, scene, code });
      return { resendAfter: SMS_RESEND_SECONDS };
    },

    async codeLogin({ phone, code }: CodeLoginRequest, ip: string): Promise<LoginResponse> {
      await checkCode(phone, 'login', code, ip);
      const user = await repo.findUserByPhone(phone);
      if (!user) throw notFound(messages.auth.phoneNotRegistered);
      return startSession(await joinOnInvitation(user));
    },

    /**
     * The code is checked first: until it is, nothing tells whether the phone is registered. A phone an
     * admin invited joins that organisation with the invitation's role; any other founds its own.
     */
    async register({ phone, code, password, userName }: RegisterRequest, ip: string): Promise<LoginResponse> {
      await checkCode(phone, 'register', code, ip);
      const passwordHash = await hashPassword(password);
      const invitation = await deps.invitations.take(phone);
      try {
        const user = invitation
          ? await repo.createMember({
              organisationId: invitation.organisationId,
              phone,
              userName,
              passwordHash,
              roles: [invitation.role],
              shopIds: invitation.shopIds,
              invitedBy: invitation.invitedBy,
            })
          : await repo.createUserWithOrganisation({ phone, userName, passwordHash, roles: [Role.admin] });
        if (invitation) await deps.invitations.markAcceptedBy(invitation.id, user.id);
        return startSession(user);
      } catch (error) {
        if (invitation) await deps.invitations.release(invitation.id);
        if (
          (error as { cause?: { code?: string } }).cause?.code === '23505' ||
          (error as { code?: string }).code === '23505'
        ) {
          throw conflict(messages.auth.phoneAlreadyRegistered);
        }
        throw error;
      }
    },

    /** A new password ends every existing login of that user. */
    async resetPassword({ phone, code, password }: ResetPasswordRequest, ip: string): Promise<void> {
      await checkCode(phone, 'reset_pwd', code, ip);
      const user = await repo.findUserByPhone(phone);
      if (!user) throw notFound(messages.auth.phoneNotRegistered);
      await repo.setPassword(user.id, await hashPassword(password));
      await repo.revokeAllSessionsOf(user.id, 'password reset');
      sessions.forgetUser(user.id);
    },

    /**
     * Rotation: the presented token dies. Presented again within REFRESH_REUSE_GRACE_MS it answers the
     * same successor; after that it ends the whole login (8888).
     */
    async refresh(presented: string): Promise<LoginResponse> {
      const found = await repo.findRefreshToken(hashRefreshToken(presented));
      if (!found || found.session.revokedAt) throw sessionInvalid();
      const { token, session } = found;
      const next = deps.successorOf(presented);
      const rotated =
        !token.rotatedAt &&
        token.expiresAt > new Date() &&
        (await repo.rotateRefreshToken(token.id, session.id, {
          hash: hashRefreshToken(next),
          expiresAt: refreshTokenExpiry(),
        }));
      if (!rotated) {
        const rotatedAt = await repo.refreshTokenRotatedAt(token.id);
        if (!rotatedAt || Date.now() - rotatedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
          await repo.revokeSession(session.id, rotatedAt ? 'refresh token reused' : 'refresh token expired');
          sessions.forget(session.id);
          throw sessionInvalid();
        }
      }
      const user = await sessions.get(session.id);
      if (!user) throw sessionInvalid();
      if (user.disabled) throw accountDisabled();
      return {
        token: await accessTokens.sign({ userId: user.userId, sessionId: session.id }),
        refreshToken: next,
      };
    },

    async logout(sessionId: string): Promise<void> {
      await repo.revokeSession(sessionId, 'logout');
      sessions.forget(sessionId);
    },

    /** Resolves a bearer token to its user, or throws the code the client reacts to. */
    async authenticate(authorization: string | undefined): Promise<{ user: SessionUser; sessionId: string }> {
      const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
      if (!token) throw sessionInvalid();
      const check = await accessTokens.verify(token);
      if (!check.ok) throw check.reason === 'expired' ? tokenExpired() : sessionInvalid();
      const user = await sessions.get(check.claims.sessionId);
      if (!user) throw sessionInvalid();
      if (user.disabled) throw accountDisabled();
      return { user, sessionId: check.claims.sessionId };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
