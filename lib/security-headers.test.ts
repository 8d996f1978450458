import {
  applyContentSecurityPolicy,
  contentSecurityPolicy,
  draftModeSecurityHeaders,
  inlineScriptHashes,
  otherSecurityHeaders,
  pageContentSecurityPolicy,
  securityHeaderRules,
} from '@/lib/security-headers.mjs';

const input = {
  emailOrigin: 'https://api.emailjs.com',
  mapOrigin: 'https://www.google.com',
};

// Hashes computed independently (Python's hashlib) of the exact script texts.
const FIRST_PUSH = '(self.__next_f=self.__next_f||[]).push([0])';
const FIRST_PUSH_HASH = 'sha256-OBTN3RiyCV4Bq7dFqZ5a2pAXjnCcCYeTJMO2I/LYKeo=';
const NON_ASCII_PUSH = 'self.__next_f.push([1,"café"])';
const NON_ASCII_PUSH_HASH = 'sha256-gdFjWOJow6FaQoqHB6s3WnvQIz6Qu2vUZIbRN9w+T7k=';
const TURBOPACK =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';

function page(body: string): string {
  return `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>${body}</body></html>`;
}

function scriptSources(policy: string): string[] {
  const directive = policy.split('; ').find((part) => part.startsWith('script-src '));
  return directive ? directive.split(' ').slice(1) : [];
}

describe('security headers', () => {
  it('allow only the site and the e-mail service to be reached, and only the map to be framed', () => {
    const csp = contentSecurityPolicy(input);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com;");
    expect(csp).toContain("img-src 'self';");
    expect(csp).toContain('frame-src https://www.google.com;');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('never name the CMS, whose address may be an internal one: its images come through the site', async () => {
    const { securityHeaderInput } = await import('@/lib/security-headers.mjs');
    const { readEnvironment } = await import('@/lib/env/server.mjs');
    const csp = contentSecurityPolicy(
      securityHeaderInput(readEnvironment({ BLOG_API_URL: 'http://127.0.0.1:8172' })),
    );
    expect(csp).not.toContain('127.0.0.1');
  });

  it('never allow inline scripts or eval wholesale', () => {
    const policy = pageContentSecurityPolicy(page(`<script>${FIRST_PUSH}</script>`), input);
    expect(scriptSources(policy)).toEqual(["'self'", `'${FIRST_PUSH_HASH}'`]);
    expect(scriptSources(contentSecurityPolicy(input))).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-eval|strict-dynamic|script-src[^;]*unsafe-inline/);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('include the other headers with every response, and the policy only where no page answers', () => {
    expect(otherSecurityHeaders().map((header) => header.key)).toEqual([
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'X-Frame-Options',
    ]);
    const rules = securityHeaderRules(input, ['/images/a.b-c.svg', '/feed.xml']);
    const draftMode = [{ type: 'cookie', key: '__prerender_bypass' }];
    expect(rules[0]).toEqual({ source: '/:path*', missing: draftMode, headers: otherSecurityHeaders() });
    // Draft mode (the CMS's preview) has a rule of its own; every other rule stays out of its way.
    expect(rules[1]).toEqual({
      source: '/:path*',
      has: draftMode,
      headers: draftModeSecurityHeaders(input, null),
    });
    expect(rules.slice(2).every((rule) => rule.missing?.[0]?.key === '__prerender_bypass')).toBe(true);
    const withPolicy = rules
      .slice(2)
      .filter((rule) => rule.headers.some((header) => header.key === 'Content-Security-Policy'));
    expect(withPolicy.map((rule) => rule.source)).toEqual([
      '/_next/static/:path*',
      '/_next/image',
      '/:file(images/a\\.b-c\\.svg|feed\\.xml)',
    ]);
    const matcher = new RegExp(`^/(${'images/a\\.b-c\\.svg|feed\\.xml'})$`);
    expect(matcher.test('/images/a.b-c.svg')).toBe(true);
    expect(matcher.test('/images/aXb-c.svg')).toBe(false);

    const many = Array.from({ length: 300 }, (_, i) => `/images/file-${i}.svg`);
    const sources = securityHeaderRules(input, many)
      .slice(4)
      .map((rule) => rule.source);
    expect(sources.length).toBeGreaterThan(1);
    for (const source of sources) expect(source.length).toBeLessThan(1600);
    expect(sources.join('|').match(/file-\d+\\\.svg/g)).toHaveLength(300);
  });
});

describe('inline script hashes', () => {
  it('hash exactly the inline scripts Next writes, as UTF-8, in order and once each', () => {
    const html = page(
      `<script id="_R_">${TURBOPACK}</script><script>${FIRST_PUSH}</script>` +
        `<script>${NON_ASCII_PUSH}</script><script>${FIRST_PUSH}</script>`,
    );
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(3);
    expect(hashes.slice(1)).toEqual([FIRST_PUSH_HASH, NON_ASCII_PUSH_HASH]);
  });

  it('hash the text the browser sees: line breaks as the HTML parser normalizes them', () => {
    expect(inlineScriptHashes(page('<script>self.__next_f.push([1,\r\n"a"])</script>'))).toEqual([
      'sha256-e2kfxskCdUfmmDDEkiw5f3T8Rp2aTpcz6bJIMPdTqf4=',
    ]);
  });

  it('leave out script files and data blocks, which need no hash', () => {
    const html = page(
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>' +
        '<script src="/_next/static/chunks/b.js"></script>' +
        "<script type='application/json'>[1]</script>",
    );
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('give no hash to a script Next did not write, so an injected one does not run', () => {
    const injected = [
      '<script>alert(1)</script>',
      '<script type="module">self.__next_f.push([1,"a"]);alert(1)</script>',
      '<SCRIPT>self.__next_f.push(alert(1))</SCRIPT>',
      '<script>(self.__next_f=self.__next_f||[]).push([0]);alert(1)//)</script>',
    ].join('');
    const html = page(`<div class="prose">${injected}</div><script>${FIRST_PUSH}</script>`);
    expect(inlineScriptHashes(html)).toEqual([FIRST_PUSH_HASH]);
  });
});

describe('policy on cache entries', () => {
  it("give a page entry its own scripts' policy, in place, and keep one it already has", () => {
    const value: { kind: string; html: string; headers?: Record<string, unknown> } = {
      kind: 'APP_PAGE',
      html: page(`<script>${FIRST_PUSH}</script>`),
      headers: { 'x-next-cache-tags': 'blog' },
    };
    applyContentSecurityPolicy(value, input);
    expect(value.headers?.['x-next-cache-tags']).toBe('blog');
    expect(value.headers?.['content-security-policy']).toContain(`'self' '${FIRST_PUSH_HASH}'`);

    value.html = page(`<script>${NON_ASCII_PUSH}</script>`);
    applyContentSecurityPolicy(value, input);
    expect(value.headers?.['content-security-policy']).toContain(FIRST_PUSH_HASH);
    applyContentSecurityPolicy(value, input, { recompute: true });
    expect(scriptSources(String(value.headers?.['content-security-policy']))).toEqual([
      "'self'",
      `'${NON_ASCII_PUSH_HASH}'`,
    ]);
  });

  it("give a route handler's answer the policy without hashes, and leave other entries alone", () => {
    const route: { kind: string; headers?: Record<string, unknown> } = { kind: 'APP_ROUTE' };
    applyContentSecurityPolicy(route, input);
    expect(route.headers?.['content-security-policy']).toBe(contentSecurityPolicy(input));
    const fetched: { kind: string; headers?: unknown } = { kind: 'FETCH' };
    applyContentSecurityPolicy(fetched, input);
    expect(fetched.headers).toBeUndefined();
    expect(() => applyContentSecurityPolicy(null, input)).not.toThrow();
  });

  it('let only the CMS admin frame a page in draft mode (its preview)', () => {
    const headers = draftModeSecurityHeaders(input, 'https://cms.example.com');
    const csp = headers.find((header) => header.key === 'Content-Security-Policy')!.value;
    expect(csp).toContain("frame-ancestors 'self' https://cms.example.com;");
    expect(headers.map((header) => header.key)).not.toContain('X-Frame-Options');
  });
});
