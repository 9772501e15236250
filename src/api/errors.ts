/** The spec's error codes (section 8) kept on the errors where they apply. */
export const ERROR_CODES = {
  networkTimeout: 5,
  abort: 600003,
  uploadError: 602001,
} as const;

export type ApiErrorKind = 'http' | 'session' | 'business' | 'network' | 'timeout' | 'malformed';

/** The one error every call throws: screens never see ky's, fetch's or valibot's own errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly path: string,
    message: string,
    readonly details: {
      /** HTTP status for `http`; the body's code for `business` and `session`; a spec code otherwise. */
      code?: number;
      status?: number;
      /** The whole response body, for callers that need it (`/auth/ma-auth-phone` on code 400). */
      body?: unknown;
      aborted?: boolean;
    } = {},
  ) {
    super(message);
  }

  get code(): number | undefined {
    return this.details.code;
  }

  /** Worth trying again without the customer changing anything. */
  get transient(): boolean {
    return (
      this.kind === 'network' || this.kind === 'timeout' || (this.kind === 'http' && (this.details.status ?? 0) >= 500)
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
