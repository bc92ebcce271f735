import type { BrowserContext, Page } from '@playwright/test';

// Tour and film services answered from this machine: a page of the portal frames them, and no test may reach
// outside it.

export const TOUR = 'https://my.matterport.com/show/?m=E2eTour1';
/** A film's player, the address the hub gives a YouTube link's frame. */
export const FILM_PLAYER = 'https://www.youtube-nocookie.com/embed/E2eFilm001';

const LOCAL_PAGES: Record<string, string> = {
  'my.matterport.com': 'Matterport tour',
  'www.youtube.com': 'YouTube player',
  'www.youtube-nocookie.com': 'YouTube player',
  'player.vimeo.com': 'Vimeo player',
};

/**
 * Every request to another host than this machine is refused, except the tour and film services, which get a
 * small local page titled after the service. Routes added later take precedence over these.
 */
export async function keepRequestsLocal(target: Page | BrowserContext) {
  await target.route(
    (url) => !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname),
    async (route) => {
      const service = LOCAL_PAGES[new URL(route.request().url()).hostname];
      if (!service) return route.abort('blockedbyclient');
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>${service}</title><p>${service}</p>`,
      });
    },
  );
}
