import { APP_NAMES } from '@genetype/domain';
import { STORAGE_KEYS, storage } from '@genetype/platform';
import { activityFor, ownerOf } from './activity';

const at = (pathname: string) => ({ pathname }) as Location;

describe('activity functions', () => {
  afterEach(() => storage.clear());

  it.each([
    ['/', 'mf-content'],
    ['/typeReport/54', 'mf-content'],
    ['/GeneType', 'mf-content'],
    ['/learningGene', 'mf-content'],
    ['/questions', 'mf-questionnaire'],
    ['/thank-you', 'mf-questionnaire'],
    ['/create-account', 'mf-account'],
    ['/profiles/gene%31%32%33', 'mf-account'],
    ['/user/resetPassword/abc', 'mf-account'],
    ['/search', 'mf-search'],
    ['/404', 'shell'],
    ['/500', 'shell'],
    ['/typeReport/55', 'shell'],
    ['/geneTYPE', 'shell'],
    ['/what/ever', 'shell'],
  ])('%s is active for %s and for no other app', (pathname, owner) => {
    const active = APP_NAMES.filter((app) => activityFor(app)(at(pathname)));
    expect(active).toEqual([owner]);
  });

  it('sends the stored reset-password token path to mf-account, other one-segment paths to not-found', () => {
    expect(ownerOf(at('/s3cr3t'))).toBe('shell');
    storage.set(STORAGE_KEYS.resetPasswordToken, 's3cr3t');
    expect(activityFor('mf-account')(at('/s3cr3t'))).toBe(true);
    expect(activityFor('shell')(at('/s3cr3t'))).toBe(false);
    expect(activityFor('shell')(at('/other'))).toBe(true);
  });
});
