// Full-page screenshots of routes at phone and desktop widths, for looking at what we build.
// Usage: node scripts/screenshots.mjs http://127.0.0.1:4311 / /aboutus …   (PNGs in test-results/screens)
// SCREEN_WIDTHS=320,375,1280 chooses the widths (375 and 1280 by default).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base, ...routes] = process.argv.slice(2);
if (!base || routes.length === 0) {
  console.error('usage: node scripts/screenshots.mjs BASE_URL ROUTE…');
  process.exit(2);
}
mkdirSync('test-results/screens', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const widths = (process.env.SCREEN_WIDTHS ?? '375,1280').split(',').map(Number);
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 812 : 900 } });
  await page.addInitScript(() => sessionStorage.setItem('enquiry-popup-dismissed', '1'));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'load' });
    // Scroll through the page so lazy images load, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
      // Sections that render only near the screen would show blank in a full-page capture.
      for (const el of document.querySelectorAll('*'))
        if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
    });
    await page.waitForTimeout(500);
    const name = route === '/' ? 'home' : route.replace(/^\//, '').replace(/\//g, '_');
    const path = `test-results/screens/${name}-${width}.png`;
    await page.screenshot({ path, fullPage: true });
    console.log(path);
  }
  await page.close();
}
await browser.close();
