import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCorpus } from '../index.ts';
import { loadTexts } from './loadTexts.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A registry holding the real Nighaṇṭu entry and one verse of it, as given. */
function registryWith(verse: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'texts-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'nighantu.yaml'), readFileSync('content/data/texts/nighantu.yaml', 'utf8'));
  mkdirSync(join(dir, 'nighantu'));
  writeFileSync(join(dir, 'nighantu', 'verses.yaml'), verse);
  return dir;
}

describe('loadTexts', () => {
  it('refuses a verse that gives both the edition’s number and our count of it', () => {
    const dir = registryWith(
      '- ref: "1.17"\n  printed: "1.17"\n  printed_counted: "1.17"\n  sa: ज्वलति\n  en: It blazes.\n',
    );
    expect(() => loadTexts(dir)).toThrow('nighantu: verse 1.17 gives both printed and printed_counted');
  });

  it('reads a verse whose number in the edition we counted', () => {
    const dir = registryWith('- ref: "1.17"\n  printed_counted: "1.17"\n  sa: ज्वलति\n  en: It blazes.\n');
    expect(loadTexts(dir)[0]?.verses[0]?.printed_counted).toBe('1.17');
  });
});

describe('the Mahābhārata', () => {
  const texts = loadCorpus().texts;
  it('is read in the Kumbhakonam edition, numbered as the Critical Edition or the vulgate', () => {
    for (const id of ['mahabharata', 'mahabharata_vulgate']) {
      expect(texts.find((t) => t.id === id)?.edition.title, id).toContain('Kumbhakonam');
    }
  });

  it('gives, for every verse under a Critical Edition number, its place in the Kumbhakonam edition', () => {
    const mahabharata = texts.find((t) => t.id === 'mahabharata');
    expect(mahabharata?.verses.length).toBeGreaterThan(700);
    for (const verse of mahabharata?.verses ?? []) {
      expect(verse.printed ?? verse.printed_counted, verse.ref).toMatch(/^\d+\.\d+\.\d+(–\d+)?$/);
    }
  });
});
