import { describe, expect, it } from 'vitest';
import { objectName } from './object-label';

const entry = { objectType: 'negation', shopName: null, before: null, after: null };

describe('operation log object label', () => {
  it('names a negation by its term and a rule by its name', () => {
    expect(objectName({ ...entry, objectId: 'n1', after: { searchTerm: 'free socks' } })).toBe('free socks');
    expect(objectName({ ...entry, objectId: 'r1', before: { name: 'Waste' } })).toBe('Waste');
  });

  it('names a shop by its name and a seller account by its account name', () => {
    const shop = { ...entry, objectType: 'shop', objectId: 's1', shopName: 'Brightwood US' };
    expect(objectName(shop)).toBe('Brightwood US');
    expect(objectName({ ...entry, objectId: 'g1', after: { accountName: 'Brightwood' } })).toBe('Brightwood');
  });

  it('names a member by their name and an invitation by its phone', () => {
    const member = { ...entry, objectType: 'member', objectId: 'u1' };
    expect(objectName({ ...member, before: { userName: 'ops_li', roles: ['R_USER'] } })).toBe('ops_li');
    expect(objectName({ ...member, objectType: 'invitation', after: { phone: '13900000001' } })).toBe(
      '13900000001',
    );
  });

  it('falls back to the id', () => {
    expect(objectName({ ...entry, objectId: 's1', after: { jobId: 'j' } })).toBe('s1');
  });
});
