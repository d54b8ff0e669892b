import express, { type Router } from 'express';
import { jsonBody } from './http/body';
import { errorHandler, notFound } from './http/errors';
import { adminRoutes, siteImageUploadRoutes } from './routes/admin';
import { analyticsRoutes } from './routes/analytics';
import { bookingRoutes } from './routes/booking';
import { checkoutRoutes } from './routes/checkout';
import { leadsRoutes } from './routes/leads';
import { orderRoutes } from './routes/orders';
import { seatsRoutes } from './routes/seats';
import { webhookRoutes } from './routes/webhooks';

/** Every API area, mounted in order. */
const API_ROUTES: readonly Router[] = [seatsRoutes, bookingRoutes, analyticsRoutes, leadsRoutes, checkoutRoutes, orderRoutes, webhookRoutes, adminRoutes];

/** The /api Express app: JSON in, JSON out, every error shaped `{ error, field?, errors? }`. */
export function createApp(routes: readonly Router[] = API_ROUTES): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use(jsonBody);
  app.use(...routes);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}

/** The app of the siteImages function: the image upload alone, on an instance sized to decode it. */
export const createSiteImagesApp = () => createApp([siteImageUploadRoutes]);
