/** @jest-environment node */
import {
  EnvironmentError,
  MIN_SECRET_LENGTH,
  environment,
  isBuildPhase,
  readEnvironment,
} from './server.mjs';

const SECRET = 'a'.repeat(MIN_SECRET_LENGTH);

function problemsOf(source: Record<string, string>): string[] {
  try {
    readEnvironment(source);
  } catch (error) {
    if (error instanceof EnvironmentError) return error.problems;
    throw error;
  }
  throw new Error('no EnvironmentError');
}

describe('the environment', () => {
  it("reads the institute's identity, and refuses a bad or partial one with the other bad values", () => {
    const identity = {
      INSTITUTE_NAME: 'Sahyadri Code Academy',
      INSTITUTE_PHONE: '+91 20 4000 1234',
      INSTITUTE_EMAIL: 'hello@sahyadri.example',
      GRIEVANCE_OFFICER_NAME: 'Meera Joshi',
      GRIEVANCE_OFFICER_EMAIL: 'dpo@sahyadri.example',
    };
    expect(readEnvironment(identity).institute).toMatchObject({
      name: 'Sahyadri Code Academy',
      sample: false,
    });
    expect(problemsOf({ ...identity, INSTITUTE_PHONE: '020 4000 1234', REDIS_URL: 'nope' })).toEqual([
      expect.stringMatching(/^REDIS_URL is not a redis/),
      expect.stringMatching(/^INSTITUTE_PHONE="020 4000 1234" is not a phone number in international form/),
    ]);
    expect(problemsOf({ INSTITUTE_NAME: 'Sahyadri Code Academy' })).toEqual([
      expect.stringMatching(
        /^INSTITUTE_PHONE, INSTITUTE_EMAIL, GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL are not set/,
      ),
    ]);
  });

  it('means the embedded default when nothing is set, or only blanks', () => {
    const expected = {
      blogApiOrigin: null,
      blogRevalidateSeconds: 60,
      blogPreviewToken: null,
      cmsAdminOrigin: null,
      previewSecret: null,
      revalidateSecret: null,
      redisUrl: null,
      leadsApiToken: null,
      dataRequestsApiToken: null,
      leadsDir: '.leads',
      leadsRedisUrl: null,
      vitalsDir: '.vitals',
      leadsRetryMs: 5000,
      requestBodySeconds: 10,
      leadRetentionDays: 180,
      emailOrigin: 'https://api.emailjs.com',
      distDir: '.next',
      benchReference: false,
      metaLeadAds: null,
      googleLeadFormKey: null,
      frontSecret: null,
      publishersApiToken: null,
      whatsappAcknowledgements: false,
      institute: expect.objectContaining({ name: 'Codebridge Institute', sample: true }),
    };
    expect(readEnvironment({})).toEqual(expected);
    expect(readEnvironment({ BLOG_API_URL: '  ', REDIS_URL: '', BLOG_REVALIDATE_SECONDS: ' ' })).toEqual(
      expected,
    );
  });

  it('reads each variable into its typed value', () => {
    const env = readEnvironment({
      NEXT_PUBLIC_SITE_URL: 'https://www.example.in/',
      BLOG_API_URL: ' http://127.0.0.1:1337/ ',
      BLOG_REVALIDATE_SECONDS: '15',
      BLOG_PREVIEW_TOKEN: 'token',
      PREVIEW_SECRET: SECRET,
      REVALIDATE_SECRET: `${SECRET}b`,
      REDIS_URL: 'redis://:pass@127.0.0.1:6390/0',
      NEXT_PUBLIC_EMAILJS_ORIGIN: 'http://127.0.0.1:9/',
      NEXT_DIST_DIR: '.next-e2e',
      NEXT_BENCH_REFERENCE: '1',
    });
    expect(env).toMatchObject({
      blogApiOrigin: 'http://127.0.0.1:1337',
      blogRevalidateSeconds: 15,
      blogPreviewToken: 'token',
      previewSecret: SECRET,
      revalidateSecret: `${SECRET}b`,
      redisUrl: 'redis://:pass@127.0.0.1:6390/0',
      emailOrigin: 'http://127.0.0.1:9',
      distDir: '.next-e2e',
      benchReference: true,
    });
    expect(Object.isFrozen(env)).toBe(true);
    expect(readEnvironment({ REDIS_URL: 'rediss://cache.example.in:6380' }).redisUrl).toBe(
      'rediss://cache.example.in:6380',
    );
  });

  it('takes a secret of 16 characters or more exactly as given, as the CMS sends it back', () => {
    expect(readEnvironment({ REVALIDATE_SECRET: ' 0123456789abcdef ' }).revalidateSecret).toBe(
      ' 0123456789abcdef ',
    );
    expect(readEnvironment({ PREVIEW_SECRET: '0123456789abcdef' }).previewSecret).toBe('0123456789abcdef');
    expect(readEnvironment({ DATA_REQUESTS_API_TOKEN: '0123456789abcdef' }).dataRequestsApiToken).toBe(
      '0123456789abcdef',
    );
    expect(problemsOf({ DATA_REQUESTS_API_TOKEN: 'short' })).toEqual([
      expect.stringMatching(/^DATA_REQUESTS_API_TOKEN has 5 characters; a secret needs at least 16/),
    ]);
    expect(problemsOf({ PREVIEW_SECRET: '0123456789abcde' })).toEqual([
      'PREVIEW_SECRET has 15 characters; a secret needs at least 16 (make one with: openssl rand -hex 24).',
    ]);
  });

  it('says WhatsApp acknowledgements are on when WHATSAPP_PHONE_NUMBER_ID is set as the CMS has it, and refuses a value that is not one', () => {
    expect(readEnvironment({ WHATSAPP_PHONE_NUMBER_ID: ' 106540352242922 ' }).whatsappAcknowledgements).toBe(
      true,
    );
    expect(readEnvironment({ WHATSAPP_PHONE_NUMBER_ID: ' ' }).whatsappAcknowledgements).toBe(false);
    expect(problemsOf({ WHATSAPP_PHONE_NUMBER_ID: '+91 98765 43210' })).toEqual([
      "WHATSAPP_PHONE_NUMBER_ID is not a WhatsApp phone number ID (digits, as WhatsApp Manager's API Setup shows it).",
    ]);
  });

  it('takes Meta lead ads with all three of their variables, Meta’s Graph API unless told otherwise', () => {
    const meta = {
      META_APP_SECRET: '0123456789abcdef0123456789abcdef',
      META_VERIFY_TOKEN: 'a-verify-token-of-ours',
      META_PAGE_ACCESS_TOKEN: 'EAAB-page-token',
    };
    expect(readEnvironment(meta).metaLeadAds).toEqual({
      appSecret: '0123456789abcdef0123456789abcdef',
      verifyToken: 'a-verify-token-of-ours',
      pageAccessToken: 'EAAB-page-token',
      graphOrigin: 'https://graph.facebook.com',
      graphVersion: 'v24.0',
    });
    expect(
      readEnvironment({ ...meta, META_GRAPH_URL: 'http://127.0.0.1:5540/', META_GRAPH_VERSION: 'v25.0' })
        .metaLeadAds,
    ).toMatchObject({ graphOrigin: 'http://127.0.0.1:5540', graphVersion: 'v25.0' });
    expect(problemsOf({ META_APP_SECRET: meta.META_APP_SECRET })).toEqual([
      "META_APP_SECRET is set but META_VERIFY_TOKEN and META_PAGE_ACCESS_TOKEN are not: set all of META_APP_SECRET, META_VERIFY_TOKEN, META_PAGE_ACCESS_TOKEN to take that channel's leads, or none.",
    ]);
    expect(problemsOf({ ...meta, META_GRAPH_VERSION: '24' })).toEqual([
      'META_GRAPH_VERSION="24" is not a Graph API version (for example v24.0).',
    ]);
    expect(problemsOf({ ...meta, META_VERIFY_TOKEN: 'short' })[0]).toMatch(
      /^META_VERIFY_TOKEN has 5 characters/,
    );
    expect(readEnvironment({ GOOGLE_LEAD_FORM_KEY: 'a-google-lead-form-key' }).googleLeadFormKey).toBe(
      'a-google-lead-form-key',
    );
    expect(problemsOf({ GOOGLE_LEAD_FORM_KEY: 'short' })[0]).toMatch(
      /^GOOGLE_LEAD_FORM_KEY has 5 characters/,
    );
    expect(readEnvironment({ PUBLISHERS_API_TOKEN: 'token' }).publishersApiToken).toBe('token');
  });

  it('lets the CMS frame previews, or the admin CMS_ADMIN_URL names, whose page may have a path', () => {
    expect(readEnvironment({ BLOG_API_URL: 'https://cms.example.in' }).cmsAdminOrigin).toBe(
      'https://cms.example.in',
    );
    expect(
      readEnvironment({
        BLOG_API_URL: 'https://api.example.in',
        CMS_ADMIN_URL: 'https://admin.example.in/admin',
      }).cmsAdminOrigin,
    ).toBe('https://admin.example.in');
  });

  it('refuses a bad value instead of falling back to a default, naming the variable and an example', () => {
    expect(problemsOf({ BLOG_API_URL: 'ftp://cms.example.in' })).toEqual([
      'BLOG_API_URL="ftp://cms.example.in" is not an http:// or https:// address (for example http://127.0.0.1:1337).',
    ]);
    expect(problemsOf({ BLOG_API_URL: '127.0.0.1:1337' })[0]).toMatch(/^BLOG_API_URL=/);
    expect(problemsOf({ BLOG_API_URL: 'https://cms.example.in/api' })[0]).toMatch(
      /has a path; give the origin only/,
    );
    expect(problemsOf({ NEXT_PUBLIC_SITE_URL: 'www.example.in' })[0]).toMatch(/^NEXT_PUBLIC_SITE_URL=/);
    expect(problemsOf({ NEXT_PUBLIC_SITE_URL: 'https://www.example.in/pune' })[0]).toMatch(/has a path/);
    expect(problemsOf({ NEXT_PUBLIC_EMAILJS_ORIGIN: 'https://api.emailjs.com/api/v1.0' })[0]).toMatch(
      /has a path/,
    );
    expect(problemsOf({ NEXT_PUBLIC_EMAILJS_ORIGIN: 'api.emailjs.com' })[0]).toMatch(
      /^NEXT_PUBLIC_EMAILJS_ORIGIN=/,
    );
    expect(problemsOf({ CMS_ADMIN_URL: 'admin' })[0]).toMatch(/^CMS_ADMIN_URL=/);
    for (const seconds of ['-3', '0', 'soon', '1.5']) {
      expect(problemsOf({ BLOG_REVALIDATE_SECONDS: seconds })).toEqual([
        `BLOG_REVALIDATE_SECONDS="${seconds}" is not a whole number of seconds above 0 (for example 60).`,
      ]);
    }
    expect(problemsOf({ LEAD_RETENTION_DAYS: 'a year' })).toEqual([
      'LEAD_RETENTION_DAYS="a year" is not a whole number of days above 0 (for example 180).',
    ]);
    expect(problemsOf({ LEADS_RETRY_MS: '0' })).toEqual([
      'LEADS_RETRY_MS="0" is not a whole number of milliseconds above 0 (for example 5000).',
    ]);
    expect(problemsOf({ REDIS_URL: 'http://127.0.0.1:6379' })[0]).toMatch(/^REDIS_URL is not a redis:\/\//);
  });

  it('names every bad value at once, in one message', () => {
    let message = '';
    try {
      readEnvironment({ BLOG_API_URL: 'cms', BLOG_REVALIDATE_SECONDS: 'soon', REVALIDATE_SECRET: 'short' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'The environment has 3 bad values:',
      expect.stringMatching(/^ {2}- BLOG_API_URL="cms"/),
      expect.stringMatching(/^ {2}- BLOG_REVALIDATE_SECONDS="soon"/),
      `  - REVALIDATE_SECRET has 5 characters; a secret needs at least ${MIN_SECRET_LENGTH} (make one with: openssl rand -hex 24).`,
      'Correct it, or unset it to use the default (README.md, "Configuration").',
    ]);
  });

  it('never prints a secret or a Redis address, which may hold a password', () => {
    const problems = problemsOf({
      PREVIEW_SECRET: 'hunter2',
      REVALIDATE_SECRET: 'swordfish',
      REDIS_URL: 'http://:topsecret@127.0.0.1',
    });
    expect(problems).toHaveLength(3);
    for (const secret of ['hunter2', 'swordfish', 'topsecret'])
      expect(problems.join('\n')).not.toContain(secret);
  });

  it("reads this process's environment once, except under next dev, and Next's phase on every call", () => {
    const saved = { ...process.env };
    const env = process.env as Record<string, string | undefined>;
    try {
      env.BLOG_API_URL = 'http://first.example.in';
      const first = environment();
      env.BLOG_API_URL = 'http://second.example.in';
      expect(environment()).toBe(first);
      env.NODE_ENV = 'development';
      expect(environment().blogApiOrigin).toBe('http://second.example.in');
      env.NEXT_PHASE = 'phase-production-build';
      expect(isBuildPhase()).toBe(true);
      env.NEXT_PHASE = 'phase-production-server';
      expect(isBuildPhase()).toBe(false);
    } finally {
      for (const name of Object.keys(process.env)) if (!(name in saved)) delete env[name];
      Object.assign(process.env, saved);
    }
  });
});
