/**
 * Asks two servers for the same URLs and lists where their answers differ: the status, the
 * content type, each header of the export's profile (cache, security), and the body's bytes.
 * The validators (ETag), Date and the transfer headers are each server's own.
 */
import { request } from 'node:http';
import { profileOf } from '../../server/src/static/exportPlan.ts';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function get(base: string, url: string, encoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${url}`, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

export interface Difference {
  url: string;
  what: string;
  node: string;
  other: string;
}

/** Compares the answers of `node` and `other` for every URL (brotli asked, as browsers do). */
export async function compareAnswers(
  node: string,
  other: string,
  urls: readonly string[],
  { encoding = 'br', parallel = 8 } = {},
): Promise<Difference[]> {
  const differences: Difference[] = [];
  const queue = [...urls];
  const one = async (url: string) => {
    const [a, b] = await Promise.all([get(node, url, encoding), get(other, url, encoding)]);
    const say = (what: string, x: string | undefined, y: string | undefined) => {
      if (x !== y) differences.push({ url, what, node: x ?? '(none)', other: y ?? '(none)' });
    };
    say('status', String(a.status), String(b.status));
    say('content-type', a.headers['content-type'], b.headers['content-type']);
    say('content-encoding', a.headers['content-encoding'], b.headers['content-encoding']);
    const pa = profileOf(a.headers);
    const pb = profileOf(b.headers);
    for (const name of new Set([...Object.keys(pa), ...Object.keys(pb)])) say(name, pa[name], pb[name]);
    if (!a.body.equals(b.body)) say('body', `${a.body.length} bytes`, `${b.body.length} bytes`);
  };
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) await one(url);
    }),
  );
  return differences;
}
