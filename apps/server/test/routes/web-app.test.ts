import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { anonymous, useTestApp } from '../helpers.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-web-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Телеком Тендер</title>');
fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
// The build copies apps/web/public as it is.
const robots = fs.readFileSync(path.resolve(import.meta.dirname, '../../../web/public/robots.txt'), 'utf8');
fs.writeFileSync(path.join(dist, 'robots.txt'), robots);
// As the build writes them (apps/web/vite.config.ts): a brotli and a gzip copy beside the file.
const script = Buffer.from('export const greeting = "Телеком Тендер";\n'.repeat(200));
const scriptBr = zlib.brotliCompressSync(script);
const scriptGz = zlib.gzipSync(script);
fs.writeFileSync(path.join(dist, 'assets', 'index-def456.js'), script);
fs.writeFileSync(path.join(dist, 'assets', 'index-def456.js.br'), scriptBr);
fs.writeFileSync(path.join(dist, 'assets', 'index-def456.js.gz'), scriptGz);

const app = useTestApp({ WEB_DIST: dist });

describe('the web app', () => {
  it.each([
    '/',
    '/tenders/15',
    '/tenders/15/history',
    '/tenders/offers/7',
    '/admin/providers/2',
    '/v2/',
    '/v2/tenders',
    '/login?next=%2Ftenders',
  ])(
    'answers the screen %s with the page (history fallback), 200, and hands out an XSRF token',
    async (url) => {
      const res = await anonymous(app()).get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Телеком Тендер');
      expect(String(res.headers['set-cookie'])).toContain('XSRF-TOKEN=');
    },
  );

  it.each(['/no-such-page', '/tenders/15/nothing', '/v2/no-such-page', '/zvity/2026?x=1', '/assets/missing.js'])(
    'answers the unknown address %s with 404 and the page, which shows its own "not found" screen',
    async (url) => {
      const res = await anonymous(app()).get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('Телеком Тендер');
    },
  );

  it('serves robots.txt as a file: only sign-in and registration are for search engines', async () => {
    const res = await anonymous(app()).get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const rules = res.body
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    expect(rules).toEqual(['User-agent: *', 'Allow: /login', 'Allow: /register', 'Disallow: /']);
  });

  it('serves hashed assets with a long cache life', async () => {
    const res = await anonymous(app()).get('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await anonymous(app()).get('/api/unknown');
    expect(res.headers['content-type']).toContain('application/json');
  });

  const getScript = (acceptEncoding?: string) =>
    anonymous(app()).request(
      'GET',
      '/assets/index-def456.js',
      undefined,
      acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    );

  it('sends the brotli copy to a browser that accepts br, as long-lived as the file', async () => {
    const res = await getScript('gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(scriptBr)).toBe(true);
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(script)).toBe(true);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const res = await getScript('gzip, deflate');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(scriptGz)).toBe(true);
  });

  it('sends the plain file when no encoding is accepted, still saying it varies on it', async () => {
    const res = await getScript();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(script)).toBe(true);
  });

  it('gives the compressed copies no address of their own', async () => {
    const res = await anonymous(app()).get('/assets/index-def456.js.br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('lets no cache keep an API answer, a 404 included; the page itself is revalidated', async () => {
    const health = await anonymous(app()).get('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.headers['cache-control']).toBe('no-store');
    const missing = await anonymous(app()).get('/api/unknown');
    expect(missing.headers['cache-control']).toBe('no-store');
    const page = await anonymous(app()).get('/login');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
