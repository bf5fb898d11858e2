/**
 * A failed API call. `handled` is true when the shared rules (spec-core §8) already reacted
 * (network, 401, database down), so the screen must not add its own toast. A 403 is not handled:
 * the screen shows its message (see toastError).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly handled: boolean,
    /** The failure's whole JSON answer, for the fields some answers carry beside `message`. */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
