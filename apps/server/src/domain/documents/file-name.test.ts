import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX_LENGTH, safeFileName } from './file-name.ts';

describe('safeFileName', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\Windows\\system.ini.pdf', 'system.ini.pdf'],
    ['C:\\Users\\Іван\\Договір №5.docx', 'Договір №5.docx'],
    ['рахунок\u202Efdp.exe', 'рахунокfdp.exe'],
    ['зві\u0000т\r\n.pdf', 'звіт.pdf'],
    ['  ..прихований.pdf. ', 'прихований.pdf'],
    ['a<b>c:"d|e?f*.pdf', 'a_b_c__d_e_f_.pdf'],
    ['Кошторис   на\tпідключення.xlsx', 'Кошторис на підключення.xlsx'],
    ['..', 'документ'],
    ['', 'документ'],
  ])('%j → %j', (raw, expected) => {
    expect(safeFileName(raw)).toBe(expected);
  });

  it('composes decomposed Cyrillic (й from и + breve) so names compare equal', () => {
    expect(safeFileName('Київ.pdf'.normalize('NFD'))).toBe('Київ.pdf');
  });

  it('shortens a long name and keeps its extension', () => {
    const name = safeFileName(`${'Технічне завдання '.repeat(20)}.pdf`);
    expect([...name].length).toBeLessThanOrEqual(FILE_NAME_MAX_LENGTH);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
