import type { User, UserResultSummary } from '@genetype/shared/contracts';
import type { Clock } from '../../lib/clock.js';
import { unauthorized } from '../../lib/http-error.js';
import type { UserRepository } from './user-repository.js';
import { toUserContract } from './user-mapper.js';

/** Where `results` of the user come from (the results module); none means an empty list. */
export interface ResultSummaries {
  summary(userId: string): Promise<UserResultSummary[]>;
}

export class UserService {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly resultSummaries?: ResultSummaries,
  ) {}

  async getUser(id: string): Promise<User> {
    const row = await this.users.findById(id);
    // A valid token for a member who no longer exists is a dead session, not a missing page.
    if (!row) throw unauthorized();
    const results = this.resultSummaries ? await this.resultSummaries.summary(row.id) : [];
    return toUserContract(row, this.clock(), results);
  }
}
