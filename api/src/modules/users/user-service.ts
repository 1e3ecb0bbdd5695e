import type { User, UserResultSummary } from '@genetype/domain/contracts';
import type { Clock } from '../../lib/clock.js';
import { unauthorized } from '../../lib/http-error.js';
import type { UserRepository } from './user-repository.js';
import { toUserContract } from './user-mapper.js';

/** Where `results` of the user come from (the results module); none means an empty list. */
export interface ResultSummaries {
  summary(userId: string): Promise<UserResultSummary[]>;
}

/** The e-mails of the member's linked Kakao and Google accounts (the social module). */
export interface LinkedAccounts {
  linkedEmails(
    userId: string,
    accountEmail: string,
  ): Promise<Pick<User, 'kakaoEmail' | 'googleEmail'>>;
}

export class UserService {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly resultSummaries?: ResultSummaries,
    private readonly linkedAccounts?: LinkedAccounts,
  ) {}

  async getUser(id: string): Promise<User> {
    const row = await this.users.findById(id);
    // A valid token for a member who no longer exists is a dead session, not a missing page.
    if (!row) throw unauthorized();
    const results = this.resultSummaries ? await this.resultSummaries.summary(row.id) : [];
    const linked = this.linkedAccounts
      ? await this.linkedAccounts.linkedEmails(row.id, row.email)
      : {};
    return { ...toUserContract(row, this.clock(), results), ...linked };
  }
}
