import { formatAddress, site } from '@/lib/site';

describe('site config', () => {
  it('places the head office in Pune 411004, on the 3rd floor', () => {
    expect(site.address.city).toBe('Pune');
    expect(site.address.postalCode).toBe('411004');
    expect(formatAddress()).toMatch(/^3rd Floor, .+, Pune, Maharashtra 411004$/);
  });

  it('has a tel: link for its phone and an https chat link', () => {
    expect(site.phone.href).toMatch(/^tel:\+\d{10,13}$/);
    expect(site.phone.href.replace('tel:', '')).toBe(`+${site.phone.display.replace(/\D/g, '')}`);
    expect(site.chatLink).toMatch(/^https:\/\//);
  });

  it('links the four social networks over https', () => {
    expect(site.social.map((s) => s.name)).toEqual(['Facebook', 'Instagram', 'LinkedIn', 'YouTube']);
    for (const link of site.social) expect(link.href).toMatch(/^https:\/\//);
  });
});
