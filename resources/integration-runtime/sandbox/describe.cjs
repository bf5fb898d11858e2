'use strict';
// A package's failure as it travels to the server: an upstream HTTP error as {status, response},
// anything else as a short string, never a stack.

function safeJson(value) {
  try {
    return JSON.parse(JSON.stringify(value ?? null));
  } catch {
    return String(value);
  }
}

function describe(error) {
  if (error && typeof error === 'object' && error.explained && typeof error.message === 'string') return error.message.slice(0, 500);
  if (error && typeof error === 'object' && error.response && typeof error.response === 'object') {
    return { status: Number(error.response.status) || 0, response: safeJson(error.response.data) };
  }
  if (typeof error === 'string') return error.slice(0, 500);
  if (error && typeof error === 'object' && typeof error.message === 'string') return error.message.slice(0, 500);
  return safeJson(error);
}

/** Statuses that mean the service refused Hearth itself: the server backs the card off after one. */
const refusalStatuses = [401, 403, 429];

/**
 * { refusal: status } when a failure is the service refusing the credentials (401, 403) or
 * limiting the rate (429): an upstream HTTP error, or a failure the package marked (a sign-in
 * answered 200 "Fails." is a refusal too). The package can only make its own card wait longer.
 */
function refusalOf(error) {
  if (!error || typeof error !== 'object') return {};
  const status = typeof error.refusal === 'number' ? error.refusal : error.response && typeof error.response === 'object' ? Number(error.response.status) : 0;
  return refusalStatuses.includes(status) ? { refusal: status } : {};
}

module.exports = { describe, refusalOf, safeJson };
