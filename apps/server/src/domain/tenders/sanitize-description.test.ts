import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitize-description.ts';

describe('sanitizeDescription', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<h2>Вимоги</h2><p><strong>Жирний</strong> <em>курсив</em> <u>u</u> <s>s</s><br></p><ol><li>1</li></ol><ul><li>2</li></ul><blockquote>цитата</blockquote><h4>h4</h4>';
    expect(sanitizeDescription(html)).toBe(html.replace('<br>', '<br />'));
  });
  it('drops scripts, handlers, styles, images and frames', () => {
    const out = sanitizeDescription(
      '<p style="x" onmouseover="y()">т<script>alert(1)</script></p><img src=x onerror=alert(1)><iframe src="//e"></iframe><style>p{}</style><h1>заголовок</h1>',
    );
    expect(out).toBe('<p>т</p>заголовок');
  });
  it('keeps http(s) and mailto links with rel=noopener only', () => {
    expect(sanitizeDescription('<a href="https://bank.ua" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://bank.ua" rel="noopener">x</a>',
    );
    expect(sanitizeDescription('<a href="mailto:tender@bank.ua">m</a>')).toBe(
      '<a href="mailto:tender@bank.ua" rel="noopener">m</a>',
    );
    expect(sanitizeDescription('<a href="javascript:alert(1)">j</a>')).toBe('<a rel="noopener">j</a>');
    expect(sanitizeDescription('<a href="data:text/html,x">d</a><a href="//evil.example">p</a>')).not.toMatch(
      /data:|evil/,
    );
  });
});
