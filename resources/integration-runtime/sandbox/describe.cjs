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

module.exports = { describe, safeJson };
