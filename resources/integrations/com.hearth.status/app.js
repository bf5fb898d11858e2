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
    application.sendError(kit.failureReason(error));
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
