import { describe, expect, it } from 'vitest';
import { barPercent, dollars, mostPopularPlan, pageLabel, topConvertingPage, totalConversions, totalViews } from '../figures';

const overview = {
  pageViews: [{ page: '/', views: 5 }, { page: '/pricing', views: 3 }],
  conversions: [{ plan: 'blast', conversions: 2 }, { plan: 'unknown', conversions: 1 }],
};

describe('the dashboard figures', () => {
  it('sums the cards and names the leaders, N/A when there are none', () => {
    expect(totalViews(overview)).toBe(8);
    expect(totalConversions(overview)).toBe(3);
    expect(mostPopularPlan(overview)).toEqual({ label: 'Blast CRM', detail: '2 conversions' });
    expect(mostPopularPlan({ pageViews: [], conversions: [] })).toEqual({ label: 'N/A' });
    expect(topConvertingPage([{ page: '/', views: 4, conversions: 1, conversionRate: '25.0' }])).toEqual({ label: 'Home', detail: '25.0% conversion rate' });
    expect(topConvertingPage([])).toEqual({ label: 'N/A' });
  });

  it("shows '/' as Home, cents as dollars, and caps the funnel bar at 100%", () => {
    expect(pageLabel('/')).toBe('Home');
    expect(pageLabel('/pricing')).toBe('/pricing');
    expect(dollars(19700)).toBe('$197.00');
    expect(dollars(5)).toBe('$0.05');
    expect(barPercent('250.0')).toBe(100);
    expect(barPercent('12.5')).toBe(12.5);
  });
});
