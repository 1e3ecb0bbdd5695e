// Remote-load telemetry (issue #8): what the shell reports about the versions it runs, and what
// `npm run rollout -- status` reads back. No personal data: the bucket id is hashed in the browser.

/** How the shell came to run a version: the manifest's stable or canary, a tester's pin, or a fallback to stable. */
export type RemoteLoadStage = 'stable' | 'canary' | 'pinned' | 'fallback';

/** Why a chosen version was not used. */
export type RemoteFailureReason = 'unreachable' | 'incompatible';

/** POST /telemetry/remote-loads — once per module per page load. */
export interface RemoteLoadReport {
  module: string;
  version: string;
  stage: RemoteLoadStage;
  /** Hex SHA-256 of the rollout bucket id (first 32 characters): counts members, identifies no one. */
  bucket: string;
}

/** POST /telemetry/remote-failures — a version that failed to load or did not match the shell. */
export interface RemoteFailureReport {
  module: string;
  version: string;
  stage: RemoteLoadStage;
  reason: RemoteFailureReason;
  /** A short technical explanation (≤ 500 characters), e.g. the mismatching singleton. */
  detail?: string;
}

export interface RemoteVersionSummary {
  module: string;
  version: string;
  /** Distinct buckets (members or browsers) that ran this version. */
  members: number;
  /** Share of the module's members, 0–100, rounded to one decimal. */
  share: number;
  loads: number;
  failures: number;
  lastFailure: string | null;
}

/** GET /telemetry/remote-summary?since=<ISO date> */
export interface RemoteTelemetrySummary {
  since: string;
  versions: RemoteVersionSummary[];
}
