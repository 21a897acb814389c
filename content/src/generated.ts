/**
 * Files derived from content data and committed beside it (so reviewers see them and the site
 * needs no build step to show them). `npm run build` writes them; the content check fails when a
 * committed copy is stale.
 */
import QRCode from 'qrcode';
import { join } from 'node:path';
import type { Corpus } from './index.ts';

export interface GeneratedFile {
  /** Path relative to content/images. */
  path: string;
  content: string;
}

export async function donationQrSvg(paymentUri: string): Promise<string> {
  const svg = await QRCode.toString(paymentUri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#3b2414', light: '#ffffff' },
  });
  return svg.endsWith('\n') ? svg : `${svg}\n`;
}

export async function generatedFiles(corpus: Corpus): Promise<GeneratedFile[]> {
  return [{ path: join('site', 'donate-qr.svg'), content: await donationQrSvg(corpus.site.donation.payment_uri) }];
}
