import { describe, expect, it } from 'vitest';
import { describeStoreError } from './storeErrors.ts';

describe('describeStoreError', () => {
  it('says what failed without the connection details', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.1.2.3:5432'), { code: 'ECONNREFUSED' });
    expect(describeStoreError(refused)).toBe('nothing accepts connections at its address (ECONNREFUSED)');
    const auth = Object.assign(new Error('password authentication failed for user "secretuser"'), { code: '28P01' });
    expect(describeStoreError(auth)).toBe('it refused the user name or password (28P01)');
    expect(describeStoreError(auth)).not.toContain('secretuser');
    expect(describeStoreError(Object.assign(new Error('x'), { code: 'XX000' }))).toBe('error XX000');
    expect(describeStoreError(new TypeError('at host db.internal'))).toBe('an unexpected TypeError');
  });
});
