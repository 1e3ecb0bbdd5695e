import type { User } from '@genetype/shared/contracts';
import type { Clock } from '../../lib/clock.js';
import { unauthorized } from '../../lib/http-error.js';
import type { UserRepository } from './user-repository.js';
import { toUserContract } from './user-mapper.js';

export class UserService {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async getUser(id: string): Promise<User> {
    const row = await this.users.findById(id);
    // A valid token for a member who no longer exists is a dead session, not a missing page.
    if (!row) throw unauthorized();
    return toUserContract(row, this.clock());
  }
}
