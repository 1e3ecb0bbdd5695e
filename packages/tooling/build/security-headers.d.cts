// Types of security-headers.cjs, for the API (TypeScript) that imports it.
export interface SiteEnvironment {
  production: boolean;
  apiOrigin: string;
  remoteOrigins?: string[];
  formActionOrigins?: string[];
  hashes?: { script?: string[]; style?: string[] };
  sdkOrigins?: string[];
  dev?: boolean;
}
export type Directives = Record<string, string[]>;

export const KAKAO_SDK_ORIGIN: 'https://t1.kakaocdn.net';
export function sdkOriginsFor(env: Record<string, string | undefined>): string[];
export const DISABLED_FEATURES: string[];
export const PERMISSIONS_POLICY: string;
export const REFERRER_POLICY: 'strict-origin-when-cross-origin';
export const HSTS: string;
export const API_CSP_DIRECTIVES: Directives;
export function originsOf(urls: string[]): string[];
export function remoteOriginsFromManifest(manifest: unknown): string[];
export function inlineHashes(html: string): {
  script: string[];
  style: string[];
  scriptAttributes: string[];
  styleAttributes: string[];
};
export function serializeCsp(directives: Directives): string;
export function siteCspDirectives(env: SiteEnvironment): Directives;
export function commonHeaders(env: { production: boolean }): Record<string, string>;
export function documentHeaders(env: SiteEnvironment): Record<string, string>;
export function apiHeaders(env: { production: boolean }): Record<string, string>;
export function apiPageCsp(html: string, options?: { formActionOrigins?: string[] }): string;
export function nginxAddHeaders(headers: Record<string, string>): string;
