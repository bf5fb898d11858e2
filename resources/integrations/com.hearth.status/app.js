// Site Status: one GET of the link (or the URL to check), timed. The original's package format.
const check = async (axios, url) => {
  const started = Date.now();
  const res = await axios.get(url, { validateStatus: () => true, maxRedirects: 3 });
  return { status: res.status, ms: Date.now() - started };
};

global.initialize = async (application) => {
  try {
    const { status, ms } = await check(application.axios, application.appUrl);
    const up = status < 400;
    application.sendResponse('response.tpl', 200, [
      { key: '{{state}}', value: up ? 'Up' : 'Down' },
      { key: '{{status}}', value: status },
      { key: '{{ms}}', value: ms },
      { key: '{{url}}', value: application.appUrl },
    ]);
  } catch (error) {
    application.sendError(error.message || 'The site did not answer.');
  }
};

global.connectionTest = async (tester) => {
  try {
    await check(tester.axios, tester.appUrl);
    tester.connectionSuccess();
  } catch (error) {
    tester.connectionFailed(error.message || 'The site did not answer.');
  }
};
