import type { Database } from '../../db/client.ts';
import type { ModulePlugin } from '../../module-plugin.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { createInvitationBook, type InvitationBook } from './invitations.ts';
import { memberRoutes } from './member-routes.ts';
import { createMemberService } from './members.ts';
import { createMembersRepo } from './members-repo.ts';
import { createUserRepo } from './repo.ts';
import { userRoutes } from './routes.ts';
import { createUserService } from './service.ts';

export { createInvitationBook, type InvitationBook };

/** The signed-in user's own details, user administration and the organisation's members. */
export function createUserModule(deps: {
  db: Database;
  invitations: InvitationBook;
  operationLog: OperationLog;
  forgetUser(userId: string): void;
  endSessionsOf(userId: string, reason: string): Promise<void>;
  notifyBySms(phone: string, text: string): Promise<void>;
  shopIdsOf(organisationId: string): Promise<string[]>;
}): ModulePlugin {
  const repo = createUserRepo(deps.db);
  const users = createUserService({ repo, forgetUser: deps.forgetUser });
  const members = createMemberService({
    repo,
    members: createMembersRepo(deps.db),
    invitations: deps.invitations,
    operationLog: deps.operationLog,
    endSessionsOf: deps.endSessionsOf,
    notifyBySms: deps.notifyBySms,
    shopIdsOf: deps.shopIdsOf,
  });
  return async (app, { requireLogin }) => {
    requireLogin(app);
    await app.register(userRoutes, { users });
    await app.register(memberRoutes, { members });
  };
}
