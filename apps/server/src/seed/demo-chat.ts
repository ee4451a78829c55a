import { CHAT_PAGE_PATH } from '@jade/contract/chat';
import type { Db } from '../db/client';
import * as system from '../modules/system/system.service';

/**
 * The demo's live chat entry (spec §3 customer service entry, type LIVECHAT): Jade's own chat page,
 * listed before the Telegram, Facebook and WhatsApp channels in the side menu.
 */
export async function seedDemoLiveChat(tx: Db, merchantId: number) {
  await system.addCustomerServiceChannels(tx, [
    { merchantId, csPosition: 'LIVECHAT-1', title: 'Live chat', path: CHAT_PAGE_PATH, type: 'LIVECHAT', sort: -1 },
  ]);
}
