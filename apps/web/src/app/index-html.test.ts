import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const html = fs.readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
const page = new DOMParser().parseFromString(html, 'text/html');

describe('index.html', () => {
  it('is a Ukrainian page with a Ukrainian description for search results and link previews', () => {
    expect(page.documentElement.lang).toBe('uk');
    const description = page.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(description).toMatch(/^Телеком Тендер — /);
    expect(description.length).toBeGreaterThan(70);
    expect(description.length).toBeLessThan(250);
    expect(description).not.toMatch(/[A-Za-z]{3,}/);
  });
});
