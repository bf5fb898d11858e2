'use strict';
// The `events` module for package code: an EventEmitter written for the sandbox (Node's own
// reaches into the thread's internals). Evaluated inside the package's compartment.
function EventEmitter() {
  this._events = Object.create(null);
}

EventEmitter.prototype.on = function on(name, listener) {
  if (typeof listener !== 'function') throw new TypeError('The listener must be a function');
  if (!this._events) this._events = Object.create(null);
  (this._events[name] || (this._events[name] = [])).push(listener);
  return this;
};
EventEmitter.prototype.addListener = EventEmitter.prototype.on;
EventEmitter.prototype.prependListener = function prependListener(name, listener) {
  if (!this._events) this._events = Object.create(null);
  (this._events[name] || (this._events[name] = [])).unshift(listener);
  return this;
};
EventEmitter.prototype.once = function once(name, listener) {
  const wrapped = (...args) => {
    this.off(name, wrapped);
    return listener.apply(this, args);
  };
  wrapped.listener = listener;
  return this.on(name, wrapped);
};
EventEmitter.prototype.off = function off(name, listener) {
  const list = this._events && this._events[name];
  if (!list) return this;
  const index = list.findIndex((entry) => entry === listener || entry.listener === listener);
  if (index >= 0) list.splice(index, 1);
  if (list.length === 0) delete this._events[name];
  return this;
};
EventEmitter.prototype.removeListener = EventEmitter.prototype.off;
EventEmitter.prototype.removeAllListeners = function removeAllListeners(name) {
  if (!this._events) return this;
  if (name === undefined) this._events = Object.create(null);
  else delete this._events[name];
  return this;
};
EventEmitter.prototype.emit = function emit(name, ...args) {
  const list = this._events && this._events[name];
  if (!list || list.length === 0) {
    if (name === 'error') throw args[0] instanceof Error ? args[0] : new Error('Unhandled error event');
    return false;
  }
  for (const listener of [...list]) listener.apply(this, args);
  return true;
};
EventEmitter.prototype.listenerCount = function listenerCount(name) {
  return (this._events && this._events[name] ? this._events[name].length : 0);
};
EventEmitter.prototype.listeners = function listeners(name) {
  return (this._events && this._events[name] ? this._events[name].map((entry) => entry.listener || entry) : []);
};
EventEmitter.prototype.eventNames = function eventNames() {
  return this._events ? Object.keys(this._events) : [];
};
EventEmitter.prototype.setMaxListeners = function setMaxListeners() {
  return this;
};
EventEmitter.prototype.getMaxListeners = function getMaxListeners() {
  return Infinity;
};
EventEmitter.EventEmitter = EventEmitter;
EventEmitter.defaultMaxListeners = 10;
EventEmitter.once = (emitter, name) => new Promise((resolve, reject) => {
  emitter.once(name, (...args) => resolve(args));
  if (name !== 'error') emitter.once('error', reject);
});

module.exports = EventEmitter;
