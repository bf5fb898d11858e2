/**
 * electron-updater's transport for tests under plain Node. In the app it requests through
 * Chromium's net module (ElectronHttpExecutor); electron-builder's own updater tests swap in a
 * Node executor instead (test/src/helpers/updaterTestUtil.ts, tuneTestUpdater). This one is
 * Node's http with no proxy and refuses anything but loopback, so a test can never leave the
 * machine. Redirects, status handling and the sha512 check are builder-util-runtime's HttpExecutor.
 */
import { request, type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { HttpExecutor, configureRequestOptions, configureRequestUrl, type DownloadOptions } from 'builder-util-runtime';

const loopback = /^(127\.\d+\.\d+\.\d+|localhost|\[?::1\]?)$/;

export class LoopbackHttpExecutor extends HttpExecutor<ClientRequest> {
  readonly requested: string[] = [];

  createRequest(options: RequestOptions, callback: (response: IncomingMessage) => void): ClientRequest {
    const host = options.hostname ?? options.host ?? '';
    if (options.protocol !== 'http:' || !loopback.test(host)) throw new Error(`Tests only reach loopback over http, not ${String(options.protocol)}//${host}`);
    this.requested.push(`${options.path ?? ''}`);
    return request({ ...options, agent: false }, callback);
  }

  /** As ElectronHttpExecutor.download: streams to the file, checking the sha512 the feed named. */
  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise<string>((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions = { headers: options.headers ?? undefined };
      configureRequestUrl(url, requestOptions);
      configureRequestOptions(requestOptions);
      this.doDownload(
        requestOptions,
        { destination, options, onCancel, callback: (error) => (error ? reject(error) : resolve(destination)), responseHandler: null },
        0,
      );
    });
  }
}
