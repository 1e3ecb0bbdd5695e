// Which app is active for a location: the one route-ownership table of `shared` decides, so the
// shell's not-found page and the remotes can never both (or neither) claim a path.
import { routeOwner } from '@genetype/domain';
import { STORAGE_KEYS, storage } from '@genetype/platform';
import type { AppName } from '@genetype/domain';

export function ownerOf(location: Pick<Location, 'pathname'>): AppName {
  return routeOwner(location.pathname, storage.get(STORAGE_KEYS.resetPasswordToken));
}

/** single-spa activity function of an app. */
export function activityFor(app: AppName): (location: Location) => boolean {
  return (location) => ownerOf(location) === app;
}
