import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGES } from '@sagitta/domain';
import { ConfigError, loadConfig } from './config';

/** The ConfigError a bad environment raises; fails the test if it loads instead. */
function configErrorOf(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

const administrator = { ADMIN_EMAIL: 'chief@hospital.example', ADMIN_PASSWORD: 'Correct-Horse-42' };

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.demoData).toBe(true);
    expect(config.demoImaging).toBe(true);
    expect(config.logLevel).toBe('info');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.trustProxy).toBe(false);
    expect(config.loginRateLimit).toBe(30);
    expect(config.firstAdministrator).toBeUndefined();
    expect(config.about.version).toBe('2.2.0');
    expect(config.about.namespace).toBe('sagitta');
    // Developer mode (the import panel) follows the demo data unless set.
    expect(config.clientSettings).toEqual({ comingSoon: false, developerMode: true });
    expect(config.maxUploadBytes).toBe(512 * 1024 * 1024);
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'Sagitta <no-reply@sagitta.test>' });
    // Links are built from configuration, never from a request's Host header (issue 14).
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
  });

  it('does not read process.env when given an environment', () => {
    const saved = process.env.PORT;
    process.env.PORT = '4321';
    try {
      expect(loadConfig({}).port).toBe(3000);
    } finally {
      if (saved === undefined) delete process.env.PORT;
      else process.env.PORT = saved;
    }
  });

  it('reads the variables it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: 'postgresql://sagitta@db.internal:5432/sagitta',
      TRUST_PROXY: 'on',
      LOGIN_RATE_LIMIT: '5',
    });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.logLevel).toBe('warn');
    expect(config.databaseUrl).toBe('postgresql://sagitta@db.internal:5432/sagitta');
    expect(config.trustProxy).toBe(true);
    expect(config.loginRateLimit).toBe(5);
  });

  it.each(['abc', '70000', '-1', '80.5'])('refuses PORT=%s naming PORT', (value) => {
    const error = configErrorOf({ PORT: value });
    expect(error.message).toContain('PORT: must be a port number from 0 to 65535');
  });

  it('refuses an unknown LOG_LEVEL naming LOG_LEVEL', () => {
    const error = configErrorOf({ LOG_LEVEL: 'loud' });
    expect(error.message).toContain('LOG_LEVEL');
    expect(error.message).not.toContain('PORT');
  });

  it('refuses a DATABASE_URL that is not PostgreSQL, naming DATABASE_URL', () => {
    const error = configErrorOf({ DATABASE_URL: 'mysql://x' });
    expect(error.message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
  });

  it('accepts both postgres URL schemes', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).databaseUrl).toBe(
      'postgresql://u@h/db',
    );
  });

  it('names every bad variable at once', () => {
    const error = configErrorOf({ PORT: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    expect(error.message).toContain('PORT');
    expect(error.message).toContain('LOG_LEVEL');
    expect(error.message).toContain('DATABASE_URL');
  });

  describe('DEMO_DATA=off', () => {
    it('requires ADMIN_EMAIL and ADMIN_PASSWORD, naming both', () => {
      const error = configErrorOf({ DEMO_DATA: 'off' });
      expect(error.message).toContain('ADMIN_EMAIL: is required when DEMO_DATA=off');
      expect(error.message).toContain('ADMIN_PASSWORD: is required when DEMO_DATA=off');
    });

    it('requires ADMIN_PASSWORD when only ADMIN_EMAIL is set', () => {
      const error = configErrorOf({ DEMO_DATA: 'off', ADMIN_EMAIL: administrator.ADMIN_EMAIL });
      expect(error.message).toContain('ADMIN_PASSWORD: is required when DEMO_DATA=off');
      expect(error.message).not.toContain('ADMIN_EMAIL');
    });

    it.each([
      ['too short', 'Short-1', PASSWORD_RULE_MESSAGES.length],
      ['of too few character classes', 'alllowercaseletters', PASSWORD_RULE_MESSAGES.classes],
    ])('refuses an ADMIN_PASSWORD %s with the password rule', (_, password, message) => {
      const error = configErrorOf({
        DEMO_DATA: 'off',
        ADMIN_EMAIL: administrator.ADMIN_EMAIL,
        ADMIN_PASSWORD: password,
      });
      expect(error.message).toContain(`ADMIN_PASSWORD: ${message}`);
    });

    it('takes the first administrator from the environment, email lower-cased', () => {
      const config = loadConfig({
        DEMO_DATA: 'off',
        ADMIN_EMAIL: 'Chief@Hospital.Example',
        ADMIN_PASSWORD: administrator.ADMIN_PASSWORD,
      });
      expect(config.demoData).toBe(false);
      expect(config.firstAdministrator).toEqual({
        email: 'chief@hospital.example',
        password: administrator.ADMIN_PASSWORD,
      });
    });
  });

  it('reads COMING_SOON and DEVELOPER_MODE as on or off', () => {
    expect(loadConfig({ COMING_SOON: 'on', DEVELOPER_MODE: 'off' }).clientSettings).toEqual({
      comingSoon: true,
      developerMode: false,
    });
    expect(loadConfig({ DEV_MODE: 'off' }).clientSettings.developerMode).toBe(false);
    expect(
      loadConfig({ DEV_MODE: 'on', DEMO_DATA: 'off', ...administrator }).clientSettings,
    ).toMatchObject({ developerMode: true });
    expect(loadConfig({ DEMO_DATA: 'off', ...administrator }).clientSettings.developerMode).toBe(
      false,
    );
    expect(loadConfig({ DEVELOPER_MODE: 'on', COMING_SOON: 'off' }).clientSettings).toEqual({
      comingSoon: false,
      developerMode: true,
    });
    const error = configErrorOf({ COMING_SOON: 'true', DEVELOPER_MODE: '1' });
    expect(error.message).toContain('COMING_SOON: must be on or off');
    expect(error.message).toContain('DEVELOPER_MODE: must be on or off');
  });

  it('imports the demo exams only with the demo data, unless DEMO_IMAGING=off', () => {
    expect(loadConfig({ DEMO_IMAGING: 'off' }).demoImaging).toBe(false);
    expect(loadConfig({ DEMO_DATA: 'off', DEMO_IMAGING: 'on', ...administrator }).demoImaging).toBe(
      false,
    );
  });

  it('reads MAX_UPLOAD_MB as a positive whole number of megabytes', () => {
    expect(loadConfig({ MAX_UPLOAD_MB: '2' }).maxUploadBytes).toBe(2 * 1024 * 1024);
    expect(configErrorOf({ MAX_UPLOAD_MB: '0' }).message).toContain(
      'MAX_UPLOAD_MB: must be a positive whole number',
    );
    expect(configErrorOf({ MAX_UPLOAD_MB: '1.5' }).message).toContain('MAX_UPLOAD_MB');
  });

  it('bounds the memory of uploads in flight: UPLOAD_MEMORY_MB, never below MAX_UPLOAD_MB', () => {
    const MB = 1024 * 1024;
    expect(loadConfig({}).uploadMemoryBytes).toBe(1024 * MB);
    expect(loadConfig({ MAX_UPLOAD_MB: '16' }).uploadMemoryBytes).toBe(256 * MB);
    expect(loadConfig({ UPLOAD_MEMORY_MB: '300' }).uploadMemoryBytes).toBe(512 * MB);
    expect(loadConfig({ UPLOAD_MEMORY_MB: '2048' }).uploadMemoryBytes).toBe(2048 * MB);
    expect(configErrorOf({ UPLOAD_MEMORY_MB: '0' }).message).toContain('UPLOAD_MEMORY_MB');
  });

  describe('realtime across instances', () => {
    it('keeps events in-process unless REDIS_URL is set', () => {
      expect(loadConfig({}).redis).toBeUndefined();
      expect(loadConfig({ REDIS_CHANNEL_PREFIX: 'staging' }).redis).toBeUndefined();
    });

    it('reads REDIS_URL, with the channel prefix sagitta unless set', () => {
      expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
        url: 'redis://127.0.0.1:6379',
        channelPrefix: 'sagitta',
      });
      expect(
        loadConfig({
          REDIS_URL: 'rediss://:s3cret@cache.hospital.example:6380/2',
          REDIS_CHANNEL_PREFIX: 'sagitta-staging',
        }).redis,
      ).toEqual({
        url: 'rediss://:s3cret@cache.hospital.example:6380/2',
        channelPrefix: 'sagitta-staging',
      });
    });

    it.each(['http://:s3cret@cache.example:6379', 'cache.example:6379', 'redis:s3cret'])(
      'refuses REDIS_URL=%j without echoing it',
      (value) => {
        const error = configErrorOf({ REDIS_URL: value });
        expect(error.message).toContain('REDIS_URL: must be a redis:// or rediss:// URL');
        expect(error.message).not.toContain('s3cret');
        expect(error.message).not.toContain('cache.example');
      },
    );

    it.each(['with space', 'a/b', 'x'.repeat(65)])('refuses REDIS_CHANNEL_PREFIX=%j', (value) => {
      const error = configErrorOf({ REDIS_URL: 'redis://127.0.0.1', REDIS_CHANNEL_PREFIX: value });
      expect(error.message).toContain('REDIS_CHANNEL_PREFIX: must be 1 to 64 letters');
    });
  });

  describe('mail and links', () => {
    it('reads SMTP_URL, MAIL_FROM and PUBLIC_URL, without the trailing slash', () => {
      const config = loadConfig({
        SMTP_URL: 'smtps://mailer:s3cret@mail.hospital.example:465',
        MAIL_FROM: 'no-reply@hospital.example',
        PUBLIC_URL: 'https://portal.hospital.example/sagitta/',
      });
      expect(config.mail).toEqual({
        smtpUrl: 'smtps://mailer:s3cret@mail.hospital.example:465',
        from: 'no-reply@hospital.example',
      });
      expect(config.publicUrl).toBe('https://portal.hospital.example/sagitta');
    });

    it('refuses an SMTP_URL of another scheme without echoing it', () => {
      const error = configErrorOf({ SMTP_URL: 'http://mailer:s3cret@mail.example' });
      expect(error.message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
      expect(error.message).not.toContain('s3cret');
    });

    it.each(['Sagitta', 'Sagitta <no-reply>', 'a@b.example\r\nBcc: c@d.example'])(
      'refuses MAIL_FROM=%j',
      (value) => {
        const error = configErrorOf({ MAIL_FROM: value });
        expect(error.message).toContain('MAIL_FROM: must be an address');
      },
    );

    it.each([
      [{ HOST: 'sagitta.lan', PORT: '8080' }, 'http://sagitta.lan:8080'],
      [{ HOST: '0.0.0.0', PORT: '8080' }, 'http://localhost:8080'],
      [{ HOST: '::' }, 'http://localhost:3000'],
      [{ HOST: '::1' }, 'http://[::1]:3000'],
      [{ HOST: '0.0.0.0', PUBLIC_URL: 'https://portal.example/' }, 'https://portal.example'],
    ])('without PUBLIC_URL, links use the server address: %j → %s', (env, url) => {
      expect(loadConfig(env).publicUrl).toBe(url);
    });

    it('refuses a PUBLIC_URL that is not http or https', () => {
      const error = configErrorOf({ PUBLIC_URL: 'ftp://portal.example' });
      expect(error.message).toContain('PUBLIC_URL: must be an http:// or https:// URL');
    });
  });

  it('refuses a DEMO_DATA that is neither on nor off', () => {
    const error = configErrorOf({ DEMO_DATA: 'yes' });
    expect(error.message).toContain('DEMO_DATA: must be on or off');
  });

  describe('empty variables count as unset', () => {
    it('falls back to the defaults', () => {
      const config = loadConfig({
        PORT: '',
        HOST: '',
        LOG_LEVEL: '',
        DATABASE_URL: '',
        DEMO_DATA: '',
        LOGIN_RATE_LIMIT: '',
      });
      expect(config.port).toBe(3000);
      expect(config.host).toBe('127.0.0.1');
      expect(config.logLevel).toBe('info');
      expect(config.databaseUrl).toBeUndefined();
      expect(config.demoData).toBe(true);
      expect(config.demoImaging).toBe(true);
      expect(config.loginRateLimit).toBe(30);
    });

    it('reports an empty ADMIN_EMAIL and ADMIN_PASSWORD as missing', () => {
      const error = configErrorOf({ DEMO_DATA: 'off', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
      expect(error.message).toContain('ADMIN_EMAIL: is required when DEMO_DATA=off');
      expect(error.message).toContain('ADMIN_PASSWORD: is required when DEMO_DATA=off');
    });
  });
});

describe('the S3 blob store', () => {
  const SECRET = 'wJalrXUtnFEMI-K7MDENG-bPxRfiCYEXAMPLEKEY';

  it('is off unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads every S3_* variable', () => {
    const config = loadConfig({
      S3_BUCKET: 'sagitta-files',
      S3_ENDPOINT: 'https://minio.hospital.example:9000',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: SECRET,
      S3_FORCE_PATH_STYLE: 'off',
      S3_PREFIX: '/portal/prod/',
    });
    expect(config.s3).toEqual({
      bucket: 'sagitta-files',
      endpoint: 'https://minio.hospital.example:9000',
      region: 'eu-west-3',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: SECRET },
      forcePathStyle: false,
      prefix: 'portal/prod/',
    });
  });

  it('defaults to us-east-1, no prefix, the SDK’s credentials and AWS’s virtual hosts', () => {
    expect(loadConfig({ S3_BUCKET: 'sagitta-files' }).s3).toEqual({
      bucket: 'sagitta-files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('uses path-style addressing by default when an endpoint is set', () => {
    const config = loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(config.s3).toMatchObject({ forcePathStyle: true, endpoint: 'http://127.0.0.1:9000' });
    expect(loadConfig({ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'on' }).s3?.forcePathStyle).toBe(
      true,
    );
  });

  it.each([
    ['S3_ACCESS_KEY_ID', { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }, 'S3_SECRET_ACCESS_KEY'],
    ['S3_SECRET_ACCESS_KEY', { S3_SECRET_ACCESS_KEY: SECRET }, 'S3_ACCESS_KEY_ID'],
  ])('refuses %s without the other key, without echoing it', (given, keys, missing) => {
    const error = configErrorOf({ S3_BUCKET: 'sagitta-files', ...keys });
    expect(error.message).toContain(`${missing}: is required when ${given} is set`);
    expect(error.message).not.toContain(SECRET);
    expect(error.message).not.toContain('AKIAEXAMPLE');
  });

  it('refuses S3 settings without S3_BUCKET rather than storing files locally', () => {
    const error = configErrorOf({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: SECRET,
    });
    expect(error.message).toContain(
      'S3_BUCKET: is required when S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set',
    );
    expect(error.message).not.toContain(SECRET);
    expect(configErrorOf({ S3_PREFIX: 'portal' }).message).toContain(
      'S3_BUCKET: is required when S3_PREFIX is set',
    );
  });

  it.each([
    ['S3_BUCKET', 'Sagitta_Files', 'must be a bucket name'],
    ['S3_BUCKET', 'ab', 'must be a bucket name'],
    ['S3_ENDPOINT', 'ftp://files.example', 'must be an http:// or https:// URL'],
    ['S3_ENDPOINT', 'minio:9000', 'must be an http:// or https:// URL'],
    ['S3_REGION', 'eu west', 'must be a region name'],
    ['S3_FORCE_PATH_STYLE', 'yes', 'must be on or off'],
    ['S3_PREFIX', 'portal/../other', 'must not hold //, . or .. between slashes'],
    ['S3_PREFIX', 'a//b', 'must not hold //, . or .. between slashes'],
    ['S3_PREFIX', 'portal prod', 'must be letters, digits'],
  ])('refuses %s=%j, naming it', (name, value, message) => {
    const error = configErrorOf({ S3_BUCKET: 'sagitta-files', [name]: value });
    expect(error.message).toContain(`${name}: ${message}`);
  });

  it('does not echo an endpoint’s credentials when it refuses it', () => {
    const error = configErrorOf({ S3_BUCKET: 'files', S3_ENDPOINT: `ftp://key:${SECRET}@files` });
    expect(error.message).not.toContain(SECRET);
  });

  it('treats empty S3_* variables as unset', () => {
    expect(loadConfig({ S3_BUCKET: '', S3_ACCESS_KEY_ID: '', S3_PREFIX: '' }).s3).toBeUndefined();
  });
});
