import { describe, expect, it } from 'vitest';
import { toIast } from './transliterate.ts';

describe('toIast', () => {
  it.each([
    ['क्षुरप्र', 'kṣurapra'],
    ['शार्ङ्ग', 'śārṅga'],
    ['व्यूह', 'vyūha'],
    ['अर्धचन्द्र', 'ardhacandra'],
    ['सूचीमुख', 'sūcīmukha'],
    ['अस्त्र', 'astra'],
  ])('%s → %s', (devanagari, iast) => {
    expect(toIast(devanagari)).toBe(iast);
  });

  it('writes the candrabindu as m̐, never a tilde', () => {
    expect(toIast('स्त्री पुमाँश्च नपुंसकः')).toBe('strī pumām\u0310śca napuṃsakaḥ');
  });

  it('prints the avagraha as ’, and keeps the daṇḍas । and ॥', () => {
    expect(toIast('सर्वलोहास्तु ये बाणा । पञ्चभिः ॥ ७३ ॥')).toBe('sarvalohāstu ye bāṇā । pañcabhiḥ ॥ 73 ॥');
    expect(toIast('नमोऽस्तु ते ॥१॥')).toBe('namo’stu te ॥1॥');
  });
});
