import { describe, expect, it } from 'vitest';
import { callerOf, canonicalJson, fingerprintOf, isIdempotencyKey, sha256Hex } from './rules.js';

describe('isIdempotencyKey', () => {
  it('takes 1 to 255 visible ASCII characters', () => {
    for (const key of ['a', 'k'.repeat(255), '0190f7c2-8a4e-7b7c-9d1e-2f3a4b5c6d7e', '"quoted"', 'a:b/c=d_e~!'])
      expect(isIdempotencyKey(key), key).toBe(true);
  });

  it('refuses an empty key, a longer one, white space, control and non-ASCII characters', () => {
    for (const key of ['', 'k'.repeat(256), 'two words', 'a, b', 'tab\there', 'line\n', 'naïve', '\u0000'])
      expect(isIdempotencyKey(key), JSON.stringify(key)).toBe(false);
  });
});

describe('canonicalJson', () => {
  it('sorts the keys of every object, at every depth, and keeps arrays in order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
  });

  it('reads like JSON.stringify for what JSON.parse makes', () => {
    const text = '{"name":"Zoë \\"Z\\"","n":1.5,"big":1e21,"t":true,"list":[],"o":{}}';
    const parsed: unknown = JSON.parse(text);
    expect(JSON.parse(canonicalJson(parsed))).toEqual(parsed);
  });

  it('leaves out undefined properties and writes undefined array items as null, as JSON does', () => {
    expect(canonicalJson({ a: undefined, b: [undefined] })).toBe('{"b":[null]}');
  });

  it('sorts keys by code unit, whatever the insertion order', () => {
    expect(canonicalJson({ é: 1, Z: 2, a: 3, '10': 4, '9': 5 })).toBe('{"10":4,"9":5,"Z":2,"a":3,"é":1}');
  });

  it('reads an object without a prototype (a parsed query) like any other', () => {
    const query = Object.assign(Object.create(null) as Record<string, string>, { b: '2', a: '1' });
    expect(canonicalJson(query)).toBe('{"a":"1","b":"2"}');
  });

  it('refuses what JSON cannot carry', () => {
    expect(() => canonicalJson(Number.NaN)).toThrow(TypeError);
    expect(() => canonicalJson(1n)).toThrow(TypeError);
    expect(() => canonicalJson(Buffer.from('x'))).toThrow(TypeError);
  });
});

describe('fingerprintOf', () => {
  const parts = { params: { projectId: 'p1' }, query: {}, body: { name: 'Design', billable: true } };

  it('is the same for the same request written otherwise', () => {
    const again = { query: {}, body: { billable: true, name: 'Design' }, params: { projectId: 'p1' } };
    expect(fingerprintOf(again)).toBe(fingerprintOf(parts));
    expect(fingerprintOf(parts)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs when the path, the query or the body does', () => {
    const base = fingerprintOf(parts);
    expect(fingerprintOf({ ...parts, params: { projectId: 'p2' } })).not.toBe(base);
    expect(fingerprintOf({ ...parts, query: { dryRun: 'true' } })).not.toBe(base);
    expect(fingerprintOf({ ...parts, body: { name: 'Design', billable: false } })).not.toBe(base);
    expect(fingerprintOf({ ...parts, body: { name: 'Design', billable: 'true' } })).not.toBe(base);
  });

  it('counts no body and an empty query as nothing, not as a string', () => {
    expect(fingerprintOf({ params: undefined, query: undefined, body: undefined })).toBe(
      fingerprintOf({ params: null, query: null, body: null }),
    );
    expect(fingerprintOf({ params: {}, query: {}, body: 'null' })).not.toBe(
      fingerprintOf({ params: {}, query: {}, body: null }),
    );
  });

  it('tells two files apart by their digest', () => {
    expect(sha256Hex(Buffer.from('one'))).not.toBe(sha256Hex(Buffer.from('two')));
    expect(sha256Hex(Buffer.alloc(0))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});

describe('callerOf', () => {
  it('is the API key when the request came with one, else the user', () => {
    expect(callerOf({ userId: 'u1', apiKey: null })).toBe('user:u1');
    expect(callerOf({ userId: 'u1' })).toBe('user:u1');
    expect(callerOf({ userId: 'u1', apiKey: { id: 'k1', kind: 'PERSONAL' } })).toBe('api-key:k1');
  });
});
