// The route schemas' support: OpenAPI (and /docs outside production), the empty-body rule and,
// under test, the response check. After the session guard: the check must see answers as the
// guard leaves them (the refresh token moved from the body to its cookie).
import fp from 'fastify-plugin';
import type { AppOptions } from '../lib/app-options.js';
import { installSchemaSupport } from '../lib/schema-support.js';

/** The API's version in the OpenAPI document (api/package.json). */
const API_VERSION = '0.1.0';

export default fp<AppOptions>(
  async (app, { config }) => {
    installSchemaSupport(app, {
      docsUi: config.nodeEnv !== 'production',
      checkResponses: config.nodeEnv === 'test',
      version: API_VERSION,
    });
  },
  { name: 'openapi', dependencies: ['session'] },
);
