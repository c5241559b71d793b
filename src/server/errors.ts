export type AppErrorCode =
  | "VALIDATION"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "GONE"
  | "CONFLICT"
  | "TOO_LARGE"
  | "UNSUPPORTED_MEDIA"
  | "UNPROCESSABLE"
  | "RATE_LIMITED"
  | "UNAVAILABLE"
  | "BAD_GATEWAY"
  | "INSUFFICIENT_STORAGE";

const STATUS: Record<AppErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  // It was here and is not for now: a suspended store's pages (issue 47).
  GONE: 410,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  // An outside service this request needed (a payment provider) failed or could not be reached.
  BAD_GATEWAY: 502,
  // The room set aside for something is full for everyone (not this client's doing): 507.
  INSUFFICIENT_STORAGE: 507,
};

/**
 * The one error type services throw; the error handler turns it into `{ message }` with its status,
 * and `details` (public fields, such as the next free slot) beside the message.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly details: Record<string, unknown> | undefined;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    options?: ErrorOptions & { details?: Record<string, unknown> },
  ) {
    super(message, options);
    this.statusCode = STATUS[code];
    this.details = options?.details;
  }
}

/**
 * The one 404: its message is what the screen shows ("Delivery zone not found"), so each resource
 * keeps its own text. A merchant's row by id comes through requireOwn (access/own-rows.ts).
 */
export const notFound = (message: string) => new AppError("NOT_FOUND", message);

export const isNotFound = (error: unknown) => error instanceof AppError && error.code === "NOT_FOUND";

/** A suspended store's answer (issue 47): what shoppers asked for is there, but not for them now. */
export const gone = (message: string) => new AppError("GONE", message);

export const isGone = (error: unknown) => error instanceof AppError && error.code === "GONE";

/** Nothing to show for what was asked: not found (404) or gone (410). Neither is a failure to retry. */
export const isAbsent = (error: unknown) => isNotFound(error) || isGone(error);
