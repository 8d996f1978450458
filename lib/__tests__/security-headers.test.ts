import { contentSecurityPolicy, securityHeaders } from '@/lib/security-headers';

const input = {
  cmsOrigin: 'https://cms.example.com/some/path',
  emailOrigin: 'https://api.emailjs.com',
  mapOrigin: 'https://www.google.com',
};

describe('security headers', () => {
  it('allow only the site, the e-mail service and the CMS to be reached, and only the map to be framed', () => {
    const csp = contentSecurityPolicy(input);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com https://cms.example.com;");
    expect(csp).toContain("img-src 'self' https://cms.example.com;");
    expect(csp).toContain('frame-src https://www.google.com;');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('leave the CMS out when there is none', () => {
    const csp = contentSecurityPolicy({ ...input, cmsOrigin: null });
    expect(csp).toContain("img-src 'self';");
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com;");
  });

  it('include the other headers', () => {
    const names = securityHeaders(input).map((header) => header.key);
    expect(names).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'X-Frame-Options',
    ]);
  });

  it('let only the CMS admin frame a page in draft mode (its preview)', () => {
    const headers = securityHeaders({ ...input, framedBy: 'https://cms.example.com/admin' });
    const csp = headers.find((header) => header.key === 'Content-Security-Policy')!.value;
    expect(csp).toContain("frame-ancestors 'self' https://cms.example.com;");
    expect(headers.map((header) => header.key)).not.toContain('X-Frame-Options');
  });
});
