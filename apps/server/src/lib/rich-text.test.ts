import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<h2>Вимоги</h2><p><strong>Жирний</strong> <em>курсив</em> <u>u</u> <s>s</s><br></p><ol><li>1</li></ol><ul><li>2</li></ul><blockquote>цитата</blockquote><h4>h4</h4>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });
  it('drops scripts, handlers, styles, images and frames', () => {
    const out = sanitizeRichText(
      '<p style="x" onmouseover="y()">т<script>alert(1)</script></p><img src=x onerror=alert(1)><iframe src="//e"></iframe><style>p{}</style><h1>заголовок</h1>',
    );
    expect(out).toBe('<p>т</p>заголовок');
  });
  it('keeps http(s), mailto and in-app links with rel=noopener only', () => {
    expect(sanitizeRichText('<a href="https://bank.ua" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://bank.ua" rel="noopener">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:tender@bank.ua">m</a>')).toBe(
      '<a href="mailto:tender@bank.ua" rel="noopener">m</a>',
    );
    expect(sanitizeRichText('<a href="/register">r</a>')).toBe('<a href="/register" rel="noopener">r</a>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">j</a>')).toBe('<a rel="noopener">j</a>');
    expect(sanitizeRichText('<a href="data:text/html,x">d</a><a href="//evil.example">p</a>')).not.toMatch(
      /data:|evil/,
    );
  });
});

describe('richTextToPlain', () => {
  it('keeps the words of every block apart and decodes what the sanitiser escaped', () => {
    expect(
      richTextToPlain('<h2>Строки</h2><p>Час &amp; дата&nbsp;— <strong>Київ</strong><br />ще</p><ul><li>a &lt; b</li><li>"c"</li></ul>'),
    ).toBe('Строки Час & дата — Київ ще a < b "c"');
  });
  it('leaves no markup or script text behind', () => {
    expect(richTextToPlain('<p>т<script>alert(1)</script></p><a href="/x" rel="noopener">лінк</a>')).toBe('т лінк');
  });
});
