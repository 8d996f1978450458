import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-background-networking'] });
for (const js of [true, false]) {
  for (const route of (process.env.R ?? '/aboutus,/mernstack').split(',')) {
    const ctx = await browser.newContext({ javaScriptEnabled: js });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    if (process.env.CPU) await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU) });
    await page.goto('http://127.0.0.1:4411' + route, { waitUntil: 'load' });
    const t = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const paint = Object.fromEntries(performance.getEntriesByType('paint').map((e) => [e.name, Math.round(e.startTime)]));
      return { responseEnd: Math.round(nav.responseEnd), dcl: Math.round(nav.domContentLoadedEventStart), load: Math.round(nav.loadEventStart), ...paint };
    });
    console.log(js ? 'js ' : 'nojs', route, JSON.stringify(t));
    await ctx.close();
  }
}
await browser.close();
