import { Router } from 'express';
import type { MockContext } from '../context';
import type { MockClient } from '../seed/types';

/** The config service: public JSON files per client, no authentication. */
export const configServiceRoutes = ({ store }: MockContext) => {
  const router = Router();
  const clientOf = (slug: string) => store.find<MockClient>('clients', client => client.slug === slug);

  router.get('/settings/:client/settings.json', (req, res) => {
    const client = clientOf(req.params.client);
    if (!client) return res.status(404).json({ message: 'Not found' });
    res.json({
      customerManagementEnabled: client.customerManagementEnabled,
      pointOfSale: { enabled: client.pointOfSaleEnabled },
    });
  });

  router.get('/settings/:client/profile/settings.json', (req, res) => {
    const client = clientOf(req.params.client);
    if (!client) return res.status(404).json({ message: 'Not found' });
    res.json({ obligations: client.obligations });
  });

  router.get('/metadata/:client/profile/meta.json', (req, res) => {
    const client = clientOf(req.params.client);
    if (!client) return res.status(404).json({ message: 'Not found' });
    res.json({ paymentPortalUrl: client.paymentPortalUrl });
  });

  return router;
};
