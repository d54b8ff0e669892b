/** Which page each route renders; the heads are in route-heads.ts. */
import type { ComponentType } from 'react';
import Admin from '../pages/Admin';
import BlastPricing from '../pages/BlastPricing';
import BookDemo from '../pages/BookDemo';
import CreativeFinanceCrm from '../pages/CreativeFinanceCrm';
import CustomPricing from '../pages/CustomPricing';
import Disclaimer from '../pages/Disclaimer';
import FreeBirdDogSnapshot from '../pages/FreeBirdDogSnapshot';
import FreeLenderSnapshot from '../pages/FreeLenderSnapshot';
import FreeTrial from '../pages/FreeTrial';
import Home from '../pages/Home';
import LitePricing from '../pages/LitePricing';
import Pricing from '../pages/Pricing';
import Privacy from '../pages/Privacy';
import RealEstateInvestorCrm from '../pages/RealEstateInvestorCrm';
import Terms from '../pages/Terms';
import TestPurchases from '../pages/TestPurchases';
import ThankYou from '../pages/ThankYou';
import ThankYouTrial from '../pages/ThankYouTrial';
import WholesalingCrm from '../pages/WholesalingCrm';
import { ROUTE_HEADS } from './route-heads';

export const PAGES: Readonly<Record<(typeof ROUTE_HEADS)[number]['path'], ComponentType>> = {
  '/': Home,
  '/pricing': Pricing,
  '/blast-pricing': BlastPricing,
  '/lite-pricing': LitePricing,
  '/custom-pricing': CustomPricing,
  '/free-lender-snapshot': FreeLenderSnapshot,
  '/free-bird-dog-snapshot': FreeBirdDogSnapshot,
  '/book-demo': BookDemo,
  '/real-estate-investor-crm': RealEstateInvestorCrm,
  '/wholesaling-crm': WholesalingCrm,
  '/creative-finance-crm': CreativeFinanceCrm,
  '/free-trial': FreeTrial,
  '/thank-you': ThankYou,
  '/thank-you-trial': ThankYouTrial,
  '/test-purchases': TestPurchases,
  '/terms': Terms,
  '/disclaimer': Disclaimer,
  '/privacy': Privacy,
  '/admin': Admin,
};
