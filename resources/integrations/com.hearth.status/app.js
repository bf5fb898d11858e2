// Site Status: one GET of the link (or the URL to check), timed. The original's package format.
const kit = require('@hearth/kit');

const check = async (axios, url) => {
  const started = Date.now();
  const res = await axios.get(url, { validateStatus: () => true, maxRedirects: 3 });
  return { status: res.status, ms: Date.now() - started };
};

/**
 * Any answer means the site runs; 401 and 403 come from a running service behind a login (a
 * reverse proxy's sign-in, an app's own), so they are up too, and said so. Other 4xx and the 5xx
 * mean the site answers but is broken there.
 */
function state(status) {
  if (status < 400) return 'Up';
  if (status === 401 || status === 403) return 'Up (sign-in required)';
  return 'Down';
}

/** Failures that mean nothing answered at the address: the site is down, and that is the check's result. */
const noAnswer = ['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'];

function unanswered(error) {
  return Boolean(error && typeof error === 'object' && !error.response && !error.explained && noAnswer.includes(error.code));
}

/**
 * A site that does not answer is shown Down with the reason, as this check's own result, so the
 * card never keeps an earlier "Up" over it. A check that could not be made as set up (a
 * certificate Hearth does not trust, an address it may not call) stays a failure of the card.
 */
global.initialize = async (application) => {
  try {
    const { status, ms } = await check(application.axios, application.appUrl);
    application.sendResponse('response.tpl', 200, [
      { key: '{{state}}', value: state(status) },
      { key: '{{status}}', value: status },
      { key: '{{ms}}', value: ms },
      { key: '{{url}}', value: application.appUrl },
    ]);
  } catch (error) {
    if (!unanswered(error)) return application.sendError(kit.failureReason(error));
    application.sendResponse('down.tpl', 200, [
      { key: '{{state}}', value: 'Down' },
      { key: '{{reason}}', value: kit.failureReason(error) },
      { key: '{{url}}', value: application.appUrl },
    ]);
  }
};

global.connectionTest = async (tester) => {
  try {
    await check(tester.axios, tester.appUrl);
    tester.connectionSuccess();
  } catch (error) {
    tester.connectionFailed(kit.failureReason(error));
  }
};
