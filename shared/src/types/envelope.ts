/** The `{code, msg, data}` envelope every /homeapi call answers with; code 1 is success. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}
