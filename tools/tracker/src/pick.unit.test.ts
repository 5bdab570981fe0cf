import { describe, expect, it } from 'vitest';
import { pick, PickError } from './pick.js';

const orgs = [
  { id: 'a1', name: 'Acme' },
  { id: 'b2', name: 'Acme Labs' },
  { id: 'c3', name: 'Globex' },
];

describe('pick', () => {
  it('takes an id, an exact name (any case), or the one name containing the text', () => {
    expect(pick('organization', orgs, 'c3').name).toBe('Globex');
    expect(pick('organization', orgs, 'acme').id).toBe('a1');
    expect(pick('organization', orgs, 'labs').id).toBe('b2');
  });

  it('names the choices when several or none match', () => {
    expect(() => pick('organization', orgs, 'ac')).toThrow(PickError);
    expect(() => pick('organization', orgs, 'ac')).toThrow(/several organizations match "ac".*Acme Labs/);
    expect(() => pick('project', orgs, 'nope')).toThrow(/no project matches "nope"; yours: "Acme"/);
  });
});
