import { isApiError } from '../../api/ApiError.js';

/** Why this machine's figures are missing, in words a person can act on: the server's own reason when it gave one. */
export function hostStatsProblem(error: unknown): string {
  if (isApiError(error) && error.status > 0 && error.message) return `This machine's figures could not be read: ${error.message}`;
  return "This machine's figures could not be read; Hearth tries again in a moment.";
}

/** Why a feed was not added: the server's reason for a refusal (an HTML page, too big, unreachable), the connection's when there was no answer. */
export function feedAddProblem(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) return error.message;
  if (isApiError(error) && error.status === 0) return error.message;
  return 'The feed could not be added. Try again in a moment.';
}
