import { describe, expect, it } from 'vitest';
import { exportFile, planHeaders, profileOf, type ExportedFile } from './exportPlan.ts';
import { headersFile, nginxMaps, nginxServer, nginxTypes } from './hostFiles.ts';

describe('exportFile: where each answer lives in the folder', () => {
  it.each([
    ['/', 'page', 'index.html'],
    ['/astras', 'page', 'astras.html'],
    ['/astras/brahmastra', 'page', 'astras/brahmastra.html'],
    ['/hi/', 'page', 'hi/index.html'],
    ['/quiz?q=7', 'page', '_query/quiz/q=7.html'],
    ['/documents/astras', 'document', 'documents/astras.json'],
    ['/documents/hi/astras/brahmastra', 'document', 'documents/hi/astras/brahmastra.json'],
    ['/assets/app-3f2a.js', 'file', 'assets/app-3f2a.js'],
  ] as const)('%s (%s) → %s', (url, kind, file) => {
    expect(exportFile(url, kind)).toBe(file);
  });
});

const page = { 'cache-control': 'public, max-age=0, must-revalidate', 'content-security-policy': "default-src 'self'" };
const asset = { 'cache-control': 'public, max-age=31536000, immutable' };
const files: ExportedFile[] = [
  { file: 'index.html', contentType: 'text/html; charset=utf-8', profile: page },
  { file: 'astras.html', contentType: 'text/html; charset=utf-8', profile: page },
  { file: 'devi.html', contentType: 'text/html; charset=utf-8', profile: { ...page, 'content-security-policy': 'x' } },
  { file: 'assets/a.js', contentType: 'text/javascript; charset=utf-8', profile: asset },
  { file: 'assets/b.js', contentType: 'text/javascript; charset=utf-8', profile: asset },
  {
    file: 'documents/astras.json',
    contentType: 'application/json; charset=utf-8',
    profile: { 'cache-control': 'public, max-age=300' },
  },
];

describe('planHeaders', () => {
  it('keeps only the headers a static server does not make itself', () => {
    expect(
      profileOf({
        etag: '"x"',
        'content-length': 3,
        'content-type': 'text/html',
        server: 'nginx',
        'X-Frame-Options': 'DENY',
      }),
    ).toEqual({ 'x-frame-options': 'DENY' });
  });

  it('gives each folder and extension its common profile and names the files that differ', () => {
    const plan = planHeaders(files);
    expect(plan.profiles).toHaveLength(4);
    expect([...plan.exceptions.keys()]).toEqual(['devi.html']);
    expect(plan.groups.map(({ dir, ext }) => `${dir}|${ext}`)).toEqual(['*|html', 'assets|js', 'documents|json']);
    expect(plan.types.get('json')).toBe('application/json; charset=utf-8');
  });

  it('refuses an extension served with two content types: a static host could not', () => {
    expect(() => planHeaders([...files, { file: 'images/x.json', contentType: 'text/plain', profile: {} }])).toThrow(
      /\.json files are served as both/,
    );
  });
});

describe('the host files', () => {
  const plan = planHeaders(files);

  it('nginx: exact files first, folders next, the pages last; a value per header and profile', () => {
    const maps = nginxMaps(plan);
    const lines = maps.split('\n');
    const at = (text: string) => lines.findIndex((line) => line.includes(text));
    expect(at('"/devi.html"')).toBeLessThan(at('^/assets/'));
    expect(at('^/assets/')).toBeLessThan(at('"~\\\\.html$"'));
    expect(maps).toContain('map $shastra_profile $shastra_h_content_security_policy {');
    expect(maps).toContain('"default-src \'self\'"');
    expect(nginxTypes(plan)).toContain('"text/javascript; charset=utf-8" js;');
  });

  it('nginx: what needs a process goes to Node; a host with none has no proxy at all', () => {
    const options = { root: '/srv/site', confDir: '/srv/nginx', listen: '8080', queryPages: ['/quiz'] };
    const deployed = nginxServer({ ...options, upstream: '127.0.0.1:8081' });
    for (const path of [
      '/search',
      '/hi/search',
      '/search/verses',
      '/documents/savefeedback',
      '/feedback/token',
      '/healthz',
    ]) {
      expect(deployed).toContain(`location = ${path} {`);
    }
    expect(deployed).toContain('if ($arg_v != "") { return 418; }');
    expect(deployed).toContain('try_files /_query/quiz/q=$shastra_quiz_q.html /quiz.html =404;');
    const alone = nginxServer(options);
    expect(alone).not.toContain('proxy_pass');
    expect(alone).not.toContain('location = /search {');
  });

  it('_headers: the pages are the rule of /*, a folder takes off what it must not carry', () => {
    const text = headersFile(plan);
    expect(text).toContain(
      "/*\n  cache-control: public, max-age=0, must-revalidate\n  content-security-policy: default-src 'self'",
    );
    expect(text).toContain(
      '/assets/*\n  ! cache-control\n  ! content-security-policy\n  cache-control: public, max-age=31536000, immutable',
    );
    expect(text).toContain('/devi\n  ! content-security-policy\n  content-security-policy: x');
  });
});
