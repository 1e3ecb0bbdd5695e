// The repositories and services more than one area uses, as decorators. A service only one area
// uses is built by that area's route plugin (modules/<area>/index.ts).
import fp from 'fastify-plugin';
import type { AppOptions } from '../lib/app-options.js';
import { PasswordHasher } from '../modules/auth/password-hasher.js';
import { Mailer } from '../modules/mail/index.js';
import { ResultRepository } from '../modules/results/result-repository.js';
import { ResultsService } from '../modules/results/results-service.js';
import { UserRepository } from '../modules/users/user-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    users: UserRepository;
    passwords: PasswordHasher;
    /** SMTP, or the file outbox (listed at /dev/outbox outside production). */
    mailer: Mailer;
    results: ResultsService;
  }
}

export default fp<AppOptions>(
  async (app, { config }) => {
    app.decorate('users', new UserRepository(app.db));
    app.decorate('passwords', new PasswordHasher(config.passwordHashCost));
    const mailer = Mailer.create(config.mail);
    app.addHook('onClose', async () => mailer.close());
    app.decorate('mailer', mailer);
    app.decorate('results', new ResultsService(new ResultRepository(app.db), app.clock));
  },
  { name: 'services', dependencies: ['database'] },
);
