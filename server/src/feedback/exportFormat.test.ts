import { describe, expect, it } from 'vitest';
import { csvField, formatFeedback } from './exportFormat.ts';

const entry = {
  id: 7,
  email: 'reader@example.org',
  message: 'Line one, with "quotes"\nline two',
  receivedAt: new Date('2026-11-21T10:00:00.000Z'),
  clientHash: 'abc123',
};

describe('feedback export', () => {
  it('writes CSV with a header and quoted fields', () => {
    expect(formatFeedback([entry], 'csv')).toBe(
      'id,received_at,email,message,client_hash\r\n' +
        '7,2026-11-21T10:00:00.000Z,reader@example.org,"Line one, with ""quotes""\nline two",abc123\r\n',
    );
  });

  it('defuses spreadsheet formulas', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('plain')).toBe('plain');
  });

  it('quotes a semicolon or a tab anywhere, so no locale splits the field or reads a formula after it', () => {
    expect(csvField('hi;=1+1;')).toBe('"hi;=1+1;"');
    expect(csvField('a\tb')).toBe('"a\tb"');
    expect(csvField('say "hi"; then =2+2')).toBe('"say ""hi""; then =2+2"');
  });

  it('writes JSON with ISO times', () => {
    expect(JSON.parse(formatFeedback([entry], 'json'))).toEqual([
      {
        id: '7',
        received_at: '2026-11-21T10:00:00.000Z',
        email: entry.email,
        message: entry.message,
        client_hash: 'abc123',
      },
    ]);
  });
});
