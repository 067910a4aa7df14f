import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';

describe('TRUST_PROXY', () => {
  it('takes a list of proxies, `false` for none, and a proxy on this machine by default in production', () => {
    expect(loadEnv({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      'loopback',
    ]);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production' }).TRUST_PROXY).toEqual(['loopback']);
  });

  it.each(['true', 'TRUE', '1', '2', 'loopback, 1'])(
    'refuses %j (trusting everyone, or a number of hops) and says to list the proxies instead',
    (value) => {
      expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(
        /^Некоректна конфігурація середовища:\n {2}TRUST_PROXY: «true» або число .*Перелічіть через кому адреси чи мережі ваших проксі/s,
      );
    },
  );
});

describe('STORAGE_DRIVER', () => {
  it('keeps files in DATA_DIR by default, and takes the bucket apart for s3', () => {
    expect(loadEnv({}).S3).toBeNull();
    expect(
      loadEnv({
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: 'https://s3.bank.ua',
        S3_BUCKET: 'tenders',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).S3,
    ).toEqual({
      endpoint: 'https://s3.bank.ua',
      region: 'us-east-1',
      bucket: 'tenders',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('names every S3 variable missing for s3, and refuses an endpoint that is no address', () => {
    expect(() => loadEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'tenders' })).toThrow(
      /S3_ACCESS_KEY_ID: обов’язкова, коли STORAGE_DRIVER=s3\n {2}S3_SECRET_ACCESS_KEY: обов’язкова/,
    );
    expect(() => loadEnv({ S3_ENDPOINT: 's3.bank.ua' })).toThrow(
      /S3_ENDPOINT: вкажіть адресу виду https:\/\/s3\.example\.ua/,
    );
    expect(() => loadEnv({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
  });
});

describe('SECRET_KEY', () => {
  it('is required in production on PostgreSQL, where every instance must hold the same one', () => {
    const postgres = { NODE_ENV: 'production', DATABASE_URL: 'postgres://tt@db/tt' } as const;
    expect(() => loadEnv(postgres)).toThrow(/SECRET_KEY: обов’язкова в production з DATABASE_URL/);
    expect(loadEnv({ ...postgres, SECRET_KEY: 'k'.repeat(32) }).SECRET_KEY).toBe('k'.repeat(32));
    expect(loadEnv({ NODE_ENV: 'production' }).SECRET_KEY).toBeUndefined();
  });
});
