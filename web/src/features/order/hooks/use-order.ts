import type { OrderSummary } from '@blast/catalog';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getOrder, sessionIdOf } from '../api/get-order';

/**
 * The buyer's own order, once the page runs and the API answers; undefined before, without a
 * session id, or with one the API knows no paid order of this site by (the page stays generic).
 */
export function useOrder(): OrderSummary | undefined {
  const { search } = useLocation();
  const [order, setOrder] = useState<OrderSummary>();
  useEffect(() => {
    const sessionId = sessionIdOf(search);
    if (!sessionId) return;
    let current = true;
    getOrder(sessionId)
      .then((found) => current && setOrder(found))
      .catch((err: unknown) => console.error('Could not read the order; the page stays generic', err));
    return () => {
      current = false;
    };
  }, [search]);
  return order;
}
