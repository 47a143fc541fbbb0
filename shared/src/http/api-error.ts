/** A /homeapi answer whose code is not success; `field` names the input to blame when known. */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;
  readonly field?: string;

  constructor(code: number, msg: string, data: unknown) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
    const field = (data as { field?: unknown } | null)?.field;
    if (typeof field === 'string') this.field = field;
  }
}
