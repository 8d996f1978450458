/** @jest-environment node */
const PUBLIC_VARIABLES = [
  'NEXT_PUBLIC_SITE_URL',
  'NEXT_PUBLIC_EMAILJS_ORIGIN',
  'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
];

/** public.ts as a build with `values` set would see it. */
function publicEnvironmentWith(values: Record<string, string>) {
  const saved = Object.fromEntries(PUBLIC_VARIABLES.map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  try {
    let loaded: typeof import('./public') | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof import('./public')>('./public');
    });
    return loaded!.publicEnvironment;
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

describe("the browser's configuration", () => {
  it('takes the origin of the site and of the e-mail service, and treats blanks as unset', () => {
    const env = publicEnvironmentWith({
      NEXT_PUBLIC_SITE_URL: 'https://www.example.in/',
      NEXT_PUBLIC_EMAILJS_ORIGIN: '',
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: '  ',
    });
    expect(env.siteUrl).toBe('https://www.example.in');
    expect(env.email.origin).toBe('https://api.emailjs.com');
    expect(env.email.serviceId).toBeUndefined();
  });

  it('falls back to the defaults the server names when nothing is set', () => {
    const env = publicEnvironmentWith({ NEXT_PUBLIC_SITE_URL: '' });
    expect(env.siteUrl).toBe('http://localhost:3000');
  });
});
