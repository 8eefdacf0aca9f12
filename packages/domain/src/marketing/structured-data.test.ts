import { describe, expect, it } from 'vitest';
import { findPublicPage } from '../public-pages';
import { structuredDataFor } from './structured-data';

const APP = 'https://quotes.example.com';
const graphOf = (path: string) =>
  (structuredDataFor(findPublicPage(path)!, APP)['@graph'] as Record<string, unknown>[]).map((node) => node);

describe('structured data (JSON-LD)', () => {
  it('describes the product and its three offers on the home page', () => {
    const [organization, app] = graphOf('/');
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Scopewright', url: `${APP}/` });
    expect(app).toMatchObject({ '@type': 'SoftwareApplication', applicationCategory: 'BusinessApplication' });
    expect(
      (app!.offers as { name: string; price: string; priceCurrency: string }[]).map((o) => [o.name, o.price]),
    ).toEqual([
      ['Essentials', '99.00'],
      ['Premium', '129.00'],
      ['Enterprise', '250.00'],
    ]);
  });

  it('adds a BlogPosting on posts, at the post’s main path', () => {
    const posting = graphOf('/blog/msp-quoting-challenges').find((n) => n['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: 'The MSP quoting challenges nobody talks about',
      datePublished: '2025-02-18',
      mainEntityOfPage: `${APP}/msp-quoting-challenges`,
      image: `${APP}/og/msp-quoting-challenges.png`,
    });
  });

  it('has only the Organization on other pages', () => {
    expect(graphOf('/about').map((n) => n['@type'])).toEqual(['Organization']);
  });
});
