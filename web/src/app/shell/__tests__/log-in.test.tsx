// Existing customers' "Log in" to the CRM, in the nav and the footer of every
// prerendered page, from the sign-in address published on /admin/site, else the CRM_LOGIN_URL
// setting; no such link while neither gives one (or it is not https).
// Rendered through the prerenderer's own entry (entry-server.tsx's render, which
// scripts/site/prerender.ts calls for every page), with the setting as the build would read it.
import { EMPTY_SITE_CONTENT } from '@blast/catalog';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function pageWith(crmLoginUrl: string | undefined, path = '/', published?: string) {
  vi.stubEnv('CRM_LOGIN_URL', crmLoginUrl ?? '');
  vi.resetModules();
  const { render } = await import('../../../entry-server');
  const { html } = await render(path, { ...EMPTY_SITE_CONTENT, facts: published ? { crmLoginUrl: published } : {} });
  const nav = /<nav[^>]*aria-label="Main"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1];
  const footer = /<footer[^>]*>([\s\S]*?)<\/footer>/.exec(html)?.[1];
  if (nav === undefined || footer === undefined) throw new Error(`no nav or footer in the page ${path}`);
  return { nav, footer, html };
}

/** Every link named "Log in" in `html`, by its address. */
const logInLinks = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>Log in<\/a>/g)].map((match) => match[1]);

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('"Log in" to the CRM', () => {
  it('is in the nav and the footer of the prerendered pages once CRM_LOGIN_URL is set', async () => {
    for (const path of ['/', '/pricing']) {
      const { nav, footer } = await pageWith('https://app.blast-example.com/login', path);
      expect(logInLinks(nav), path).toEqual(['https://app.blast-example.com/login']);
      expect(logInLinks(footer), path).toEqual(['https://app.blast-example.com/login']);
    }
  });

  it('is left out of the page while CRM_LOGIN_URL is unset', async () => {
    const { nav, footer, html } = await pageWith(undefined);
    expect(nav).toContain('Pricing');
    expect(footer).toContain('Terms');
    expect(html).not.toMatch(/Log in/);
  });

  it('goes to the sign-in address published on /admin/site over CRM_LOGIN_URL, and to the setting where none is published', async () => {
    const published = 'https://crm.published.example/sign-in';
    for (const setting of ['https://app.blast-example.com/login', undefined]) {
      const { nav, footer } = await pageWith(setting, '/pricing', published);
      expect(logInLinks(nav), setting).toEqual([published]);
      expect(logInLinks(footer), setting).toEqual([published]);
    }
    expect(logInLinks((await pageWith('https://app.blast-example.com/login', '/', '')).html)).toEqual(['https://app.blast-example.com/login', 'https://app.blast-example.com/login']);
  });

  it('is left out for an address that is not https (the deploy check refuses it)', async () => {
    for (const address of ['http://app.blast-example.com/login', 'javascript:alert(1)', 'app.blast-example.com/login']) {
      expect((await pageWith(address)).html, address).not.toMatch(/Log in/);
    }
  });
});
