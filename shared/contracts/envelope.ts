/** The JSON envelope of every API answer (DESIGN §4). */
export interface Ok<T> {
  error: false;
  message: T;
}
export interface Failure {
  error: true;
  message: string;
}
export type Envelope<T> = Ok<T> | Failure;
