import { BackorderNoticeResponse, type BackorderChoice, type BackorderNotice } from '@ssb/contract';
import { api, routePath } from '@/lib/api/api-client';

/** What the e-mail's link names: the order, the item and the token that proves the family got it. */
export interface BackorderLink {
  orderId: string;
  productId: string;
  token: string;
}

/** GET /api/orders/{id}/backorder: the item, its revised date, the choices with their refunds, and the one made. */
export async function getBackorderNotice({ orderId, productId, token }: BackorderLink): Promise<BackorderNotice> {
  return BackorderNoticeResponse.parse(await api.get(routePath('GET /orders/{id}/backorder', { id: orderId }, { productId, token }))).notice;
}

/** POST /api/orders/{id}/backorder-choice: the family's choice; the same again answers the same. */
export async function chooseBackorder({ orderId, productId, token }: BackorderLink, choice: BackorderChoice): Promise<BackorderNotice> {
  return BackorderNoticeResponse.parse(await api.post(routePath('POST /orders/{id}/backorder-choice', { id: orderId }), { productId, choice, token })).notice;
}
