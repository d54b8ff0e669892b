/**
 * A request the business refuses, with the field to blame when there is one. `status` names the
 * kind of refusal in HTTP's numbers (400 a broken rule, 404 unknown, 409 conflict, 503 try again
 * later); http/errors.ts alone turns it into an answer.
 */
export abstract class DomainError extends Error {
  abstract readonly status: number;

  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}
