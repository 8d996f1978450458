/** @jest-environment node */
/** The front's certificate (the operator's, checked, or one made for local use) and the admin's allow list. */
import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminAllowRules, certificateCovers, ensureCertificate } from './front.mjs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'front-test-'));
  jest.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

const layout = (siteUrl = 'https://127.0.0.1:8160', adminUrl = 'https://127.0.0.1:8161') => ({
  root: dir,
  tls: path.join(dir, 'tls'),
  siteUrl,
  adminUrl,
});

/** An operator's certificate for `host`, valid for `days`. */
function operatorCertificate(name: string, host: string, days = 30) {
  const cert = path.join(dir, `${name}.crt`);
  const key = path.join(dir, `${name}.key`);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      String(days),
    ].concat(['-subj', `/CN=${host}`, '-addext', `subjectAltName=DNS:${host}`, '-keyout', key, '-out', cert]),
    { stdio: 'ignore' },
  );
  return { cert, key };
}

describe('a certificate made for local use', () => {
  it('names loopback and the two hosts, and is made once while they stay the same', () => {
    const first = ensureCertificate({
      layout: layout('https://www.example.in', 'https://admin.example.in'),
      env: {},
    });
    expect(first.selfMade).toBe(true);
    for (const host of ['localhost', '127.0.0.1', '::1', 'www.example.in', 'admin.example.in'])
      expect(certificateCovers(first.certificate, host)).toBe(true);
    expect(certificateCovers(first.certificate, 'other.example.in')).toBe(false);
    expect(readFileSync(first.key, 'utf8')).toMatch(/PRIVATE KEY/);
    const again = ensureCertificate({
      layout: layout('https://www.example.in', 'https://admin.example.in'),
      env: {},
    });
    expect(again.certificate.fingerprint256).toBe(first.certificate.fingerprint256);
    // A new host: a new certificate that names it.
    const moved = ensureCertificate({
      layout: layout('https://site.example.in', 'https://admin.example.in'),
      env: {},
    });
    expect(moved.certificate.fingerprint256).not.toBe(first.certificate.fingerprint256);
    expect(certificateCovers(moved.certificate, 'site.example.in')).toBe(true);
  });

  it('is made again a month before it expires', () => {
    const first = ensureCertificate({ layout: layout(), env: {} });
    const expires = new Date(first.certificate.validTo).getTime();
    const later = ensureCertificate({ layout: layout(), env: {}, now: expires - 29 * 86_400_000 });
    expect(later.certificate.fingerprint256).not.toBe(first.certificate.fingerprint256);
  });
});

describe("the operator's certificate", () => {
  it('is used as given when its key belongs to it; a host it does not name is warned about', () => {
    const { cert, key } = operatorCertificate('site', 'www.example.in');
    const warnings: string[] = [];
    const tls = ensureCertificate({
      layout: layout('https://www.example.in', 'https://admin.example.in'),
      env: { STACK_TLS_CERT: cert, STACK_TLS_KEY: key },
      warn: (line) => warnings.push(line),
    });
    expect(tls).toMatchObject({ cert, key, selfMade: false });
    expect(tls.certificate).toBeInstanceOf(X509Certificate);
    expect(warnings).toEqual(['Warning: STACK_TLS_CERT does not name admin.example.in.']);
  });

  it('is refused with a key of another, alone, or expired', () => {
    const site = operatorCertificate('site', 'www.example.in');
    const other = operatorCertificate('other', 'www.example.in');
    expect(() =>
      ensureCertificate({ layout: layout(), env: { STACK_TLS_CERT: site.cert, STACK_TLS_KEY: other.key } }),
    ).toThrow('The certificate cannot be used: STACK_TLS_KEY is not the key of STACK_TLS_CERT.');
    expect(() => ensureCertificate({ layout: layout(), env: { STACK_TLS_CERT: site.cert } })).toThrow(
      'Give STACK_TLS_CERT and STACK_TLS_KEY together (PEM files).',
    );
    expect(() =>
      ensureCertificate({
        layout: layout(),
        env: { STACK_TLS_CERT: site.cert, STACK_TLS_KEY: site.key },
        now: Date.now() + 31 * 86_400_000,
      }),
    ).toThrow(/^STACK_TLS_CERT expired on /);
    expect(() =>
      ensureCertificate({
        layout: layout(),
        env: { STACK_TLS_CERT: path.join(dir, 'none.crt'), STACK_TLS_KEY: site.key },
      }),
    ).toThrow(/^The certificate cannot be used: ENOENT/);
  });
});

describe("the admin's allow list", () => {
  it('allows the networks named and refuses everyone else', () => {
    expect(adminAllowRules(undefined)).toBe('');
    expect(adminAllowRules('  ')).toBe('');
    expect(adminAllowRules('10.8.0.0/16, 203.0.113.7 2001:db8::/32')).toBe(
      ['    allow 10.8.0.0/16;', '    allow 203.0.113.7;', '    allow 2001:db8::/32;', '    deny all;'].join(
        '\n',
      ),
    );
  });

  it('refuses what is not an address or a network, rather than guessing', () => {
    for (const bad of ['office', '10.0.0.0/33', '10.0.0/8', '2001:db8::/129', '10.0.0.0/8/1', 'all'])
      expect(() => adminAllowRules(bad)).toThrow(
        `STACK_ADMIN_ALLOW: "${bad}" is not an address or a network`,
      );
  });
});
