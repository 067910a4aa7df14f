import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anonymous, useTestApp } from '../helpers.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-web-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Телеком Тендер</title>');
fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');

const app = useTestApp({ WEB_DIST: dist });

describe('the web app', () => {
  it.each(['/', '/tenders/15', '/v2/', '/v2/tenders', '/login?next=%2Ftenders'])(
    'answers %s with the page (history fallback) and hands out an XSRF token',
    async (url) => {
      const res = await anonymous(app()).get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Телеком Тендер');
      expect(String(res.headers['set-cookie'])).toContain('XSRF-TOKEN=');
    },
  );

  it('serves hashed assets with a long cache life', async () => {
    const res = await anonymous(app()).get('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await anonymous(app()).get('/api/unknown');
    expect(res.headers['content-type']).toContain('application/json');
  });
});
