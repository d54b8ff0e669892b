import { Router } from 'express';
import { readSeatsLeft } from '../domain/seats';
import { methodNotAllowed } from '../http/errors';

export const seatsRoutes = Router();

seatsRoutes
  .route('/api/seats')
  .get(async (_req, res) => {
    res.json({ seatsLeft: await readSeatsLeft() });
  })
  .all(methodNotAllowed('GET'));
