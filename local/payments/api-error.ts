// Errors in Stripe's wire shape. The Stripe SDK picks its error class from the status code
// (400/404 → StripeInvalidRequestError, 401 → StripeAuthenticationError), so the status
// matters as much as the body.

export type ApiErrorType = 'invalid_request_error' | 'idempotency_error' | 'api_error';

export interface ApiErrorBody {
  error: { type: ApiErrorType; message: string; code?: string; param?: string };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: ApiErrorType,
    message: string,
    readonly details: { code?: string; param?: string } = {},
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return { error: { type: this.type, message: this.message, ...this.details } };
  }
}

export function invalidParam(param: string, message: string): ApiError {
  return new ApiError(400, 'invalid_request_error', message, { code: 'parameter_invalid', param });
}

export function missingParam(param: string): ApiError {
  return new ApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, {
    code: 'parameter_missing',
    param,
  });
}

/**
 * What a request got wrong, as an ApiError: ours, or body-parser's (a body too large or
 * malformed), which carries its 4xx status. Anything else is the provider's own failure.
 */
export function clientError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (!(error instanceof Error) || !('status' in error)) return undefined;
  const { status } = error;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  return new ApiError(status, 'invalid_request_error', status === 413 ? 'The request body is too large.' : error.message);
}
