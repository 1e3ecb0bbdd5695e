// Every app must see the same store instances (DESIGN §9: an undeclared singleton is silently
// duplicated). Within the package the root entry must re-export, not re-create, each store.
import * as root from './index.js';
import * as stores from './stores/index.js';
import { apiClient } from './api/client.js';

describe('@genetype/shared root entry', () => {
  it('exports one instance of each store and of the API client', async () => {
    const again = (await import('./index.js')) as typeof root;
    // The package name resolves (via the jest preset, as via federation in the browser) to this entry.
    const byName = jest.requireActual<typeof root>('@genetype/shared');
    for (const name of ['useAuthStore', 'useModalStore', 'useRecentSearchesStore'] as const) {
      expect(typeof root[name]).toBe('function');
      expect(again[name]).toBe(root[name]);
      expect(byName[name]).toBe(root[name]);
      expect(stores[name]).toBe(root[name]);
    }
    expect(byName.apiClient).toBe(apiClient);
    expect(root.apiClient).toBe(apiClient);
  });

  it('shares state between the two imports', async () => {
    const again = (await import('./index.js')) as typeof root;
    root.useModalStore.getState().open('login');
    expect(again.useModalStore.getState().modal?.name).toBe('login');
    again.useModalStore.getState().close();
    expect(root.useModalStore.getState().modal).toBeNull();
  });

  it('exposes the contract names', () => {
    const names = [
      'REMOTE_APPS',
      'routeOwner',
      'ROUTE_TABLE',
      'matchRoute',
      'TYPE_CATALOGUE',
      'TYPE_GROUPS',
      'typeById',
      'typeByCode',
      'typeIdOf',
      'progressPercent',
      'mainAction',
      'resultTypeForSection',
      'STORAGE_KEYS',
      'storage',
      'apiClient',
      'configureApi',
      'SOCIAL_TIMEOUT_MS',
      'DEFAULT_TIMEOUT_MS',
      'authApi',
      'isApiError',
      'errorMessage',
      'useAuthStore',
      'useModalStore',
      'useRecentSearchesStore',
    ];
    for (const name of names) expect(root).toHaveProperty(name);
  });

  it('leaves the form schemas to @genetype/shared/validation, so yup is not in every first load', () => {
    for (const name of ['loginSchema', 'signupSchema', 'reviewSchema', 'VALIDATION_MESSAGES'])
      expect(root).not.toHaveProperty(name);
  });
});
