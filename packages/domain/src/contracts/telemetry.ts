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

// Field metrics (issue #39): what a page view measured, sampled and with nothing personal (no user
// id, address, URL or message text). The shell sends one report per page view as the page is hidden.

/** The version of one module that ran on the page. */
export interface FieldModuleVersion {
  module: string;
  version: string;
}

/** POST /telemetry/field — one sampled page view. Times in milliseconds. */
export interface FieldReport {
  /** The route template from the route table ('/typeReport/:number'), never the raw path. */
  route: string;
  /** The page's language ('ko' | 'en'). */
  language: string;
  /** Every remote module the page ran, with its version (at most one entry per module). */
  modules: FieldModuleVersion[];
  /** Largest Contentful Paint (ms), when the browser reported one. */
  lcp?: number;
  /** Interaction to Next Paint (ms), when the member interacted. */
  inp?: number;
  /** Cumulative Layout Shift (unitless). */
  cls?: number;
  /**
   * On a prerendered page whose code starts on first use: from the first input to the next paint
   * after the code handled it (ms).
   */
  firstInteraction?: number;
  /** Uncaught errors and unhandled rejections counted on the page (no message is sent). */
  errors: number;
}

/** One module version in GET /telemetry/field-summary. */
export interface FieldVersionSummary {
  version: string;
  /** Page views reported with this version of the module on the page. */
  views: number;
  /** Those views with at least one uncaught error. */
  errorViews: number;
  /** Reported INP values (ms), most recent first, at most 5,000. */
  inp: number[];
  /** Reported LCP values (ms), most recent first, at most 5,000. */
  lcp: number[];
}

/** GET /telemetry/field-summary?module=<module name>&since=<ISO time> (default: 24 hours). */
export interface FieldSummary {
  module: string;
  since: string;
  versions: FieldVersionSummary[];
}
