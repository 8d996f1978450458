/** @jest-environment node */
const PUBLIC_VARIABLES = [
  'NEXT_PUBLIC_SITE_URL',
  'NEXT_PUBLIC_EMAILJS_ORIGIN',
  'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  'NEXT_PUBLIC_EMAILJS_TEMPLATE_DEMO_CALL',
];

/** public.ts as a build with `values` set would see it; the environment is restored after. */
function publicEnvironmentWith(values: Record<string, string>) {
  const saved = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
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
  it('takes the origin of the site and of the e-mail service, and each template by its form', () => {
    const env = publicEnvironmentWith({
      NEXT_PUBLIC_SITE_URL: 'https://www.example.in/',
      NEXT_PUBLIC_EMAILJS_ORIGIN: 'https://mail.example.in/',
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service-1',
      NEXT_PUBLIC_EMAILJS_TEMPLATE_DEMO_CALL: 'template-demo-call',
    });
    expect(env.siteUrl).toBe('https://www.example.in');
    expect(env.email.origin).toBe('https://mail.example.in');
    expect(env.email.serviceId).toBe('service-1');
    expect(env.email.templates.demoCall).toBe('template-demo-call');
  });

  it('treats blank values as unset: the defaults the server names', () => {
    const env = publicEnvironmentWith(Object.fromEntries(PUBLIC_VARIABLES.map((name) => [name, '  '])));
    expect(env.siteUrl).toBe('http://localhost:3000');
    expect(env.email.origin).toBe('https://api.emailjs.com');
    expect(env.email.serviceId).toBeUndefined();
    expect(env.email.templates.demoCall).toBeUndefined();
  });
});
