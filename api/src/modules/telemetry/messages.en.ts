import type { Messages } from '../../i18n/i18n.js';
import type ko from './messages.ko.js';

const en: Messages<typeof ko> = {
  report: {
    moduleRequired: 'A module name is required.',
    module: 'Unknown module.',
    versionRequired: 'A version is required.',
    version: 'The version format is invalid.',
    stageRequired: 'A stage is required.',
    stage: 'Unknown stage.',
    bucketRequired: 'A bucket value is required.',
    bucket: 'The bucket must be a hash (32 hexadecimal characters).',
    reasonRequired: 'A failure reason is required.',
    reason: 'Unknown failure reason.',
    detail: 'The detail can be up to 500 characters.',
  },
  field: {
    route: 'The route format is invalid.',
    language: 'Unknown language.',
    modules: 'The module list is invalid.',
    metric: 'A measurement is out of range.',
    errors: 'The error count must be an integer from 0 to 1000.',
  },
  fieldModule: 'Unknown module, e.g. mf-content',
  invalidSince: 'since must be an ISO 8601 date, e.g. 2026-11-22T09:00:00Z',
  tooMany: 'Too many reports. Please try again in a moment.',
};

export default en;
