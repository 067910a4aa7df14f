import { describe, expect, it } from 'vitest';
import { asciiFileName, attachmentDisposition } from './content-disposition.ts';

describe('attachmentDisposition', () => {
  it('gives the UTF-8 name in filename* and an ASCII fallback', () => {
    expect(attachmentDisposition('Технічне завдання.pdf')).toBe(
      `attachment; filename="document.pdf"; filename*=UTF-8''%D0%A2%D0%B5%D1%85%D0%BD%D1%96%D1%87%D0%BD%D0%B5%20%D0%B7%D0%B0%D0%B2%D0%B4%D0%B0%D0%BD%D0%BD%D1%8F.pdf`,
    );
  });

  it('percent-encodes the characters RFC 5987 does not allow bare', () => {
    expect(attachmentDisposition("a'(b)*.pdf")).toContain("filename*=UTF-8''a%27%28b%29%2A.pdf");
  });

  it('keeps quotes, backslashes and percent signs out of the fallback', () => {
    expect(asciiFileName('Звіт "Q1" 100%\\v2.pdf')).toBe('____ _Q1_ 100__v2.pdf');
    expect(asciiFileName('Report 2026.pdf')).toBe('Report 2026.pdf');
    expect(asciiFileName('Договір')).toBe('document');
  });
});
