'use strict';
// The network, as package code sees it: an axios-compatible function (what original packages
// `require('axios')` and what Hearth hands them as `application.axios`) and a JSON-RPC opener.
// Neither makes a connection here: each request travels to the runtime's main thread as plain
// data, which makes it under the link's rules and sends back plain data. Nothing a package gets
// leads to a socket, an agent or a Node module. Axios's own behaviour that lives on the client
// side (defaults, interceptors, validateStatus, transforms) is kept here, so packages written
// against axios keep working.
/* global harden */

const responseTypes = new Set(['json', 'text', 'arraybuffer', 'stream', 'document', 'blob']);
/** Chunks of a streamed answer the main thread may send ahead of what the package has read. */
const streamCredit = 8;

function axiosError(message, fields) {
  const error = new Error(message);
  Object.assign(error, { name: 'AxiosError', isAxiosError: true }, fields);
  error.toJSON = () => ({ message: error.message, name: error.name, code: error.code, status: error.response ? error.response.status : undefined });
  return error;
}

function lowerHeaders(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers || {})) if (value !== undefined && value !== null && typeof value !== 'object') out[name] = String(value);
  return out;
}

/** Axios's header defaults: common, then per method, then the request's own. */
function mergedHeaders(defaults, config, method) {
  const base = defaults.headers || {};
  const own = config.headers || {};
  return { ...lowerHeaders(base), ...lowerHeaders(base.common), ...lowerHeaders(base[method]), ...lowerHeaders(own), ...lowerHeaders(own.common), ...lowerHeaders(own[method]) };
}

function isPlainData(value) {
  if (value === null || value === undefined) return true;
  const kind = typeof value;
  if (kind === 'string' || kind === 'number' || kind === 'boolean') return true;
  if (value instanceof Uint8Array || value instanceof ArrayBuffer) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (kind === 'object' && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)) return Object.values(value).every(isPlainData);
  return false;
}

function createHttpCapability(port) {
  const pending = new Map();
  let nextCall = 1;
  let currentRun = null;

  const post = (message) => port.postMessage(message);

  /** Sends a request to the main thread; resolves with its answer message. */
  function ask(type, body) {
    if (currentRun === null) return Promise.reject(new Error('a request was made outside a card or test call'));
    const callId = nextCall++;
    return new Promise((resolve, reject) => {
      pending.set(callId, { resolve, reject, stream: null, runId: currentRun });
      post({ type, callId, runId: currentRun, ...body });
    });
  }

  /** A streamed answer: async-iterable, and readable with on('data'/'end'/'error') as Node's streams are. */
  function remoteStream(callId) {
    const queue = [];
    const waiters = [];
    const listeners = { data: [], end: [], error: [], close: [] };
    let ended = false;
    let failure = null;
    let flowing = false;
    const credit = () => post({ type: 'http-more', callId });
    const settleWaiter = () => {
      while (waiters.length > 0 && (queue.length > 0 || ended || failure)) {
        const waiter = waiters.shift();
        if (queue.length > 0) {
          credit();
          waiter.resolve({ value: queue.shift(), done: false });
        } else if (failure) waiter.reject(failure);
        else waiter.resolve({ value: undefined, done: true });
      }
    };
    const flow = () => {
      if (!flowing) return;
      while (queue.length > 0) {
        const chunk = queue.shift();
        credit();
        for (const listener of [...listeners.data]) listener(chunk);
      }
      if (failure) for (const listener of [...listeners.error]) listener(failure);
      else if (ended) {
        for (const listener of [...listeners.end]) listener();
        for (const listener of [...listeners.close]) listener();
      }
    };
    const stream = {
      [Symbol.asyncIterator]() {
        return {
          next: () => new Promise((resolve, reject) => {
            waiters.push({ resolve, reject });
            settleWaiter();
          }),
          return: () => {
            stream.destroy();
            return Promise.resolve({ value: undefined, done: true });
          },
        };
      },
      on(name, listener) {
        if (listeners[name]) listeners[name].push(listener);
        if (name === 'data' && !flowing) {
          flowing = true;
          queueMicrotask(flow);
        }
        return stream;
      },
      once(name, listener) {
        const wrapped = (...args) => {
          stream.off(name, wrapped);
          listener(...args);
        };
        return stream.on(name, wrapped);
      },
      off(name, listener) {
        if (listeners[name]) listeners[name] = listeners[name].filter((entry) => entry !== listener);
        return stream;
      },
      removeListener: (name, listener) => stream.off(name, listener),
      resume: () => stream.on('data', () => {}),
      destroy() {
        if (ended || failure) return stream;
        ended = true;
        queue.length = 0;
        post({ type: 'http-abort', callId });
        settleWaiter();
        return stream;
      },
    };
    return {
      stream: harden(stream),
      push(chunk) {
        queue.push(chunk);
        settleWaiter();
        queueMicrotask(flow);
      },
      end() {
        ended = true;
        settleWaiter();
        queueMicrotask(flow);
      },
      fail(error) {
        failure = error;
        settleWaiter();
        queueMicrotask(flow);
      },
    };
  }

  function fromWire(fields, config) {
    const error = axiosError(String(fields.message || 'request failed'), { code: fields.code, config });
    for (const name of ['explained', 'timedOutCall', 'fingerprint', 'validTo']) if (fields[name] !== undefined) error[name] = fields[name];
    if (fields.response) error.response = { ...fields.response, config };
    return error;
  }

  /** Serialises params with the package's own serializer, since functions do not cross threads. */
  function withParams(config) {
    const serializer = typeof config.paramsSerializer === 'function' ? config.paramsSerializer : config.paramsSerializer && typeof config.paramsSerializer.serialize === 'function' ? config.paramsSerializer.serialize : null;
    if (!serializer || !config.params) return config;
    const query = serializer(config.params);
    const url = String(config.url || '');
    return { ...config, params: undefined, url: query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url };
  }

  /** One request through the main thread, as axios's adapter would make it. */
  async function dispatch(defaults, config) {
    const method = String(config.method || 'get').toLowerCase();
    const headers = mergedHeaders(defaults, config, method);
    let data = config.data;
    for (const transform of [].concat(config.transformRequest || [])) if (typeof transform === 'function') data = transform(data, headers);
    if (data instanceof URLSearchParams) {
      data = data.toString();
      if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['content-type'] = 'application/x-www-form-urlencoded;charset=utf-8';
    }
    if (!isPlainData(data)) throw axiosError('This kind of request body (a form, a stream) is not supported in Hearth\'s integration runtime: send JSON, text or bytes.', { code: 'ERR_BAD_REQUEST', config });
    const params = config.params && typeof config.params === 'object' && !(config.params instanceof URLSearchParams) ? { ...config.params } : config.params instanceof URLSearchParams ? Object.fromEntries(config.params) : undefined;
    const responseType = responseTypes.has(config.responseType) ? config.responseType : 'json';
    const wire = {
      method,
      url: String(config.url || ''),
      baseURL: config.baseURL === undefined ? undefined : String(config.baseURL),
      params,
      headers,
      data,
      auth: config.auth && typeof config.auth === 'object' ? { username: String(config.auth.username ?? ''), password: String(config.auth.password ?? '') } : undefined,
      timeout: Number(config.timeout) || 0,
      responseType: responseType === 'blob' ? 'arraybuffer' : responseType === 'document' ? 'text' : responseType,
      maxRedirects: config.maxRedirects === undefined ? undefined : Number(config.maxRedirects),
      maxContentLength: config.maxContentLength === undefined ? undefined : Number(config.maxContentLength),
      decompress: config.decompress !== false,
    };
    const answer = await ask('http', { settings: wire });
    if (answer.error) throw fromWire(answer.error, config);
    const stream = answer.stream || null;
    let body = stream || answer.response.data;
    if (!stream && body instanceof Uint8Array) body = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    for (const transform of [].concat(config.transformResponse || [])) if (typeof transform === 'function') body = transform(body, answer.response.headers);
    const response = { data: body, status: answer.response.status, statusText: answer.response.statusText, headers: answer.response.headers, config, request: {} };
    const valid = typeof config.validateStatus === 'function' ? config.validateStatus(response.status) : config.validateStatus === null || (response.status >= 200 && response.status < 300);
    if (!valid) {
      if (stream) stream.destroy();
      throw axiosError(`Request failed with status code ${response.status}`, { code: response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST', config, response });
    }
    return response;
  }

  function instance(defaults) {
    const interceptors = { request: [], response: [] };
    const manager = (list) => ({
      use(fulfilled, rejected) {
        list.push({ fulfilled, rejected });
        return list.length - 1;
      },
      eject(id) {
        list[id] = null;
      },
      clear() {
        list.length = 0;
      },
    });
    async function request(configOrUrl, maybeConfig) {
      let config = typeof configOrUrl === 'string' ? { ...(maybeConfig || {}), url: configOrUrl } : { ...(configOrUrl || {}) };
      config = { ...defaults, ...config, headers: config.headers || {} };
      for (const interceptor of [...interceptors.request].reverse()) {
        if (!interceptor || typeof interceptor.fulfilled !== 'function') continue;
        config = await interceptor.fulfilled(config);
      }
      let outcome = dispatch(defaults, withParams(config));
      for (const interceptor of interceptors.response) {
        if (!interceptor) continue;
        outcome = outcome.then(interceptor.fulfilled, interceptor.rejected);
      }
      return outcome;
    }
    const axios = (configOrUrl, maybeConfig) => request(configOrUrl, maybeConfig);
    axios.request = request;
    for (const method of ['get', 'delete', 'head', 'options']) axios[method] = (url, config) => request({ ...(config || {}), method, url });
    for (const method of ['post', 'put', 'patch']) axios[method] = (url, data, config) => request({ ...(config || {}), method, url, data });
    axios.create = (more) => instance({ ...defaults, ...(more || {}), headers: { ...(defaults.headers || {}), ...((more && more.headers) || {}) } });
    axios.defaults = defaults;
    axios.interceptors = { request: manager(interceptors.request), response: manager(interceptors.response) };
    axios.isAxiosError = (value) => Boolean(value && value.isAxiosError);
    axios.all = (promises) => Promise.all(promises);
    axios.spread = (fn) => (array) => fn(...array);
    axios.default = axios;
    return axios;
  }


  /** JSON-RPC 2.0 over a websocket, opened and called by the main thread. */
  async function jsonRpc(address, options) {
    const opened = await ask('rpc-open', { address: String(address), headers: options && options.headers && typeof options.headers === 'object' ? lowerHeaders(options.headers) : {} });
    if (opened.error) throw fromWire(opened.error, {});
    const handle = opened.handle;
    return harden({
      call: async (method, params) => {
        const result = await ask('rpc-call', { handle, method: String(method), params: params === undefined ? [] : params });
        if (result.error) throw fromWire(result.error, {});
        return result.result;
      },
      close: () => {
        if (currentRun !== null) post({ type: 'rpc-close', runId: currentRun, handle });
      },
    });
  }

  const shared = instance({ headers: {} });

  return {
    axios: shared,
    jsonRpc: harden(jsonRpc),
    begin(runId) {
      currentRun = runId;
    },
    end(runId) {
      if (currentRun !== runId) return;
      currentRun = null;
      for (const [callId, call] of pending) {
        if (call.runId !== runId) continue;
        pending.delete(callId);
        call.reject(new Error('the call has ended'));
      }
    },
    /** Answers from the main thread. */
    receive(message) {
      const call = pending.get(message.callId);
      if (!call) return;
      if (message.type === 'http-chunk') return call.stream && call.stream.push(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength));
      if (message.type === 'http-end') {
        pending.delete(message.callId);
        return call.stream && call.stream.end();
      }
      if (message.type === 'http-stream-error') {
        pending.delete(message.callId);
        return call.stream && call.stream.fail(fromWire(message.error, {}));
      }
      if (message.type === 'reply') {
        // A streamed answer keeps its call open for the chunks that follow.
        if (message.streaming && !message.error) {
          call.stream = remoteStream(message.callId);
          call.resolve({ ...message, stream: call.stream.stream });
          return;
        }
        pending.delete(message.callId);
        call.resolve(message);
      }
    },
  };
}

module.exports = { createHttpCapability, streamCredit };
