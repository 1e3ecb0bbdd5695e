// Which version of each remote the page registered, by container name, so that runtime logs name
// the exact build that failed. Written at registration, read by the runtime plugin.
const versions = new Map<string, string>();

export function recordRemoteVersion(container: string, version: string): void {
  versions.set(container, version);
}

export function remoteVersion(container: string | undefined): string {
  return (container && versions.get(container)) || 'unknown';
}
