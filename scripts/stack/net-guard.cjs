/**
 * Preloaded into every Node process of `npm test` (NODE_OPTIONS=--require): a connection to any
 * host but this machine's loopback, or a DNS lookup of any other name, is refused before a packet
 * leaves, and written to the file named by BLAST_NET_GUARD_LOG (one JSON line each) so the run
 * fails and says who tried. CommonJS, with no dependency, so it loads before anything else.
 */
'use strict';
const fs = require('node:fs');
const net = require('node:net');
const dns = require('node:dns');

const LOG = process.env.BLAST_NET_GUARD_LOG;
const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '::1', '::ffff:127.0.0.1']);
const isLocal = (host) => LOCAL_NAMES.has(String(host).replace(/^\[|\]$/g, '')) || /^127\./.test(String(host));

function record(kind, target) {
  const entry = { pid: process.pid, process: process.argv.slice(1, 3).join(' '), kind, target, stack: (new Error().stack || '').split('\n').slice(3, 12).map((l) => l.trim()) };
  if (LOG) fs.appendFileSync(LOG, JSON.stringify(entry) + '\n');
  const error = new Error(`net-guard: ${kind} ${target} refused (nothing but 127.0.0.1 may be contacted)`);
  error.code = 'ECONNREFUSED';
  return error;
}

if (LOG) {
  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function (...args) {
    let options = args[0];
    if (Array.isArray(options)) options = options[0];
    const host = options && typeof options === 'object' ? (options.path ? null : options.host || 'localhost') : typeof args[1] === 'string' ? args[1] : 'localhost';
    const port = options && typeof options === 'object' ? options.port : options;
    if (host !== null && !isLocal(host)) {
      const error = record('connect', `${host}:${port}`);
      process.nextTick(() => this.destroy(error));
      return this;
    }
    return connect.apply(this, args);
  };
  const lookup = dns.lookup;
  dns.lookup = function (hostname, ...rest) {
    if (typeof hostname === 'string' && !net.isIP(hostname) && !isLocal(hostname)) {
      const error = record('lookup', hostname);
      const callback = rest[rest.length - 1];
      if (typeof callback === 'function') process.nextTick(() => callback(Object.assign(error, { code: 'ENOTFOUND' })));
      return {};
    }
    return lookup.call(this, hostname, ...rest);
  };
  const promiseLookup = dns.promises.lookup;
  dns.promises.lookup = function (hostname, ...rest) {
    if (typeof hostname === 'string' && !net.isIP(hostname) && !isLocal(hostname)) return Promise.reject(Object.assign(record('lookup', hostname), { code: 'ENOTFOUND' }));
    return promiseLookup.call(this, hostname, ...rest);
  };
}
