import { describe, expect, it } from 'vitest';
import { hostnameOf, hostPolicy, isLoopbackHost } from '../../src/http/host-policy.js';

describe('host policy', () => {
  it('reads the host name of a Host header, or nothing when it is malformed', () => {
    expect(hostnameOf('LocalHost.:3000')).toBe('localhost');
    expect(hostnameOf('[::1]:3000')).toBe('::1');
    expect(hostnameOf('127.0.0.1')).toBe('127.0.0.1');
    for (const malformed of ['', 'a b', 'user@127.0.0.1', '[::1', '::1', 'a/b', 'a:b:c']) expect(hostnameOf(malformed), malformed).toBeUndefined();
  });

  it('knows the loopback names and addresses', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '127.9.8.7', '::1', '[::1]', '::ffff:127.0.0.1']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.2', 'localhost.evil.example', 'notification-api']) expect(isLoopbackHost(host), host).toBe(false);
  });

  it('checks only on a loopback binding or with listed names; "all" never checks', () => {
    expect(hostPolicy('127.0.0.1', [])).toBeTypeOf('function');
    expect(hostPolicy('::1', [])).toBeTypeOf('function');
    expect(hostPolicy('0.0.0.0', [])).toBeUndefined();
    expect(hostPolicy('::', [])).toBeUndefined();
    expect(hostPolicy('0.0.0.0', ['mock.test'])).toBeTypeOf('function');
    expect(hostPolicy('127.0.0.1', 'all')).toBeUndefined();
  });

  it('refuses malformed Host values and names that only look local', () => {
    const answers = hostPolicy('127.0.0.1', ['Mock.Test.']) as (host: string) => boolean;
    expect(answers('mock.test:1')).toBe(true);
    for (const host of ['', 'user@localhost', 'localhost.evil.example', 'evil.example#localhost', '127.0.0.1.nip.io']) expect(answers(host), host).toBe(false);
  });
});
