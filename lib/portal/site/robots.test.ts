import { isProductionHost, robotsFor } from './robots';

describe('robots', () => {
  it('opens the production host (the one APP_URL names) but MyZone, the JSON routes and the member API, and names the sitemap', () => {
    expect(robotsFor('https://golf.example', 'golf.example')).toEqual({
      rules: { userAgent: '*', allow: '/', disallow: ['/membership', '/ko/membership', '/api/', '/upstream/', '/admin'] },
      sitemap: 'https://golf.example/sitemap.xml',
    });
    expect(isProductionHost('http://localhost:3240', 'localhost:3240')).toBe(true);
  });

  it('closes everything on any other address: a staging copy, the bare IP, another port', () => {
    for (const host of ['staging.golf.example', '10.0.0.5', 'golf.example:8080', null]) {
      expect(robotsFor('https://golf.example', host)).toEqual({ rules: { userAgent: '*', disallow: '/' } });
    }
  });
});
