/**
 * The front's TLS certificate and the CMS origin's allowed networks, for deploy/stack.mjs.
 */
import { execFileSync } from 'node:child_process';
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';

/**
 * The host of an address (an IPv6 address without its brackets).
 * @param {string} url
 */
function hostOf(url) {
  return new URL(url).hostname.replace(/^\[|\]$/g, '');
}

/**
 * Whether a certificate names this host (a name, or an IP address).
 * @param {X509Certificate} certificate
 * @param {string} host
 */
export function certificateCovers(certificate, host) {
  return isIP(host) ? certificate.checkIP(host) !== undefined : certificate.checkHost(host) !== undefined;
}

/**
 * The front's certificate and key: the operator's (STACK_TLS_CERT, STACK_TLS_KEY), checked to belong together
 * and to be valid (a warning when it does not name the site's or the admin's host), or one made here for local
 * use with `openssl req -x509`, naming localhost, 127.0.0.1, ::1 and those two hosts, made again when they
 * change or it has less than 30 days left.
 * @param {{
 *   layout: { root: string, tls: string, siteUrl: string, adminUrl: string },
 *   env: Record<string, string | undefined>,
 *   now?: number,
 *   warn?: (line: string) => void,
 * }} options
 * @returns {{ cert: string, key: string, selfMade: boolean, certificate: X509Certificate }}
 */
export function ensureCertificate({ layout, env, now = Date.now(), warn = console.warn }) {
  const given = [env.STACK_TLS_CERT, env.STACK_TLS_KEY];
  const served = [...new Set([hostOf(layout.siteUrl), hostOf(layout.adminUrl)])];
  if (given[0] || given[1]) {
    if (!given[0] || !given[1])
      throw new Error('Give STACK_TLS_CERT and STACK_TLS_KEY together (PEM files).');
    const [cert, key] = given.map((file) => path.resolve(layout.root, file ?? ''));
    let certificate;
    try {
      certificate = new X509Certificate(readFileSync(cert ?? ''));
      if (!certificate.checkPrivateKey(createPrivateKey(readFileSync(key ?? ''))))
        throw new Error('STACK_TLS_KEY is not the key of STACK_TLS_CERT.');
    } catch (error) {
      throw new Error(`The certificate cannot be used: ${/** @type {Error} */ (error).message}`);
    }
    if (new Date(certificate.validTo).getTime() < now)
      throw new Error(`STACK_TLS_CERT expired on ${certificate.validTo}.`);
    for (const host of served)
      if (!certificateCovers(certificate, host)) warn(`Warning: STACK_TLS_CERT does not name ${host}.`);
    return { cert: cert ?? '', key: key ?? '', selfMade: false, certificate };
  }
  const hosts = [...new Set(['localhost', '127.0.0.1', '::1', ...served])];
  mkdirSync(layout.tls, { recursive: true, mode: 0o700 });
  const cert = path.join(layout.tls, 'cert.pem');
  const key = path.join(layout.tls, 'key.pem');
  const namesFile = path.join(layout.tls, 'hosts');
  const current =
    existsSync(cert) &&
    existsSync(key) &&
    existsSync(namesFile) &&
    readFileSync(namesFile, 'utf8') === hosts.join('\n') &&
    new Date(new X509Certificate(readFileSync(cert)).validTo).getTime() > now + 30 * 86_400_000;
  if (!current) {
    console.log(`Making a certificate for local use (${hosts.join(', ')})…`);
    const names = hosts.map((host) => (isIP(host) ? `IP:${host}` : `DNS:${host}`)).join(',');
    // Its own authority as well (CA:TRUE), so Node's NODE_EXTRA_CA_CERTS can trust it as it is.
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
        ...['-days', '397', '-subj', '/CN=Codebridge stack (local use)'],
        ...['-addext', `subjectAltName=${names}`, '-addext', 'basicConstraints=critical,CA:TRUE'],
        ...[
          '-addext',
          'keyUsage=critical,digitalSignature,keyCertSign',
          '-addext',
          'extendedKeyUsage=serverAuth',
        ],
        ...['-keyout', key, '-out', cert],
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    writeFileSync(namesFile, hosts.join('\n'));
  }
  return { cert, key, selfMade: true, certificate: new X509Certificate(readFileSync(cert)) };
}

/**
 * STACK_ADMIN_ALLOW as nginx rules for the CMS's origin: each network allowed, everyone else refused (403);
 * unset, no rule. Addresses or CIDR ranges, IPv4 or IPv6, commas or spaces between.
 * @param {string | undefined} raw
 */
export function adminAllowRules(raw) {
  const networks = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  if (!networks.length) return '';
  for (const network of networks) {
    const [address, bits, extra] = network.split('/');
    const version = isIP(address ?? '');
    const validBits =
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32));
    if (!version || !validBits || extra !== undefined)
      throw new Error(
        `STACK_ADMIN_ALLOW: "${network}" is not an address or a network (say 10.0.0.0/8 or 203.0.113.7).`,
      );
  }
  return [...networks.map((network) => `    allow ${network};`), '    deny all;'].join('\n');
}
