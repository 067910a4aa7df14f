import { describe, expect, it } from 'vitest';
import { DOCUMENT_EXTENSIONS } from '@tt/contracts/documents';
import { checkFileType, detectSignature, EXTENSION_RULES } from './file-type.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));

describe('detectSignature', () => {
  it.each([
    ['pdf', text('%PDF-1.7')],
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['tiff', text('II*\0')],
    ['tiff', text('MM\0*')],
    ['zip', bytes(0x50, 0x4b, 0x03, 0x04)],
    ['ole', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)],
    ['rtf', text('{\\rtf1')],
  ])('recognises %s', (expected, head) => {
    expect(detectSignature(head)).toBe(expected);
  });

  it.each([
    ['an executable', text('MZ\x90\0')],
    ['an ELF binary', text('\x7fELF')],
    ['a script', text('#!/bin/sh')],
    ['HTML', text('<html>')],
    ['an empty ZIP', bytes(0x50, 0x4b, 0x05, 0x06)],
    ['too few bytes', text('%PD')],
  ])('rejects %s', (_what, head) => {
    expect(detectSignature(head)).toBeNull();
  });
});

describe('checkFileType', () => {
  it('has a rule for every allowed extension and none beyond them', () => {
    expect(Object.keys(EXTENSION_RULES).sort()).toEqual([...DOCUMENT_EXTENSIONS].sort());
  });

  it('accepts content that agrees with the extension, whatever its case', () => {
    expect(checkFileType('Скан.JPG', bytes(0xff, 0xd8, 0xff, 0xe1))).toEqual({ ok: true, contentType: 'image/jpeg' });
    expect(checkFileType('Кошторис.xls', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toMatchObject({
      ok: true,
      contentType: 'application/vnd.ms-excel',
    });
  });

  it('names the file and what it claims to be when the content disagrees', () => {
    const verdict = checkFileType('Кошторис.xlsx', text('%PDF-1.4'));
    expect(verdict).toMatchObject({ ok: false, reason: 'content' });
    expect(!verdict.ok && verdict.message).toContain('Файл «Кошторис.xlsx» не схожий на таблицю Excel');
  });

  it('refuses names without an allowed extension', () => {
    expect(checkFileType('README', text('%PDF-1.4'))).toMatchObject({ ok: false, reason: 'extension' });
    expect(checkFileType('.pdf', text('%PDF-1.4'))).toMatchObject({ ok: false, reason: 'extension' });
    expect(checkFileType('макрос.docm', bytes(0x50, 0x4b, 0x03, 0x04))).toMatchObject({
      ok: false,
      reason: 'extension',
    });
  });
});
