import {
  OpsGame,
  OpsGamePage,
  OpsJackpotList,
  OpsRotatedKey,
  OpsRtpReport,
  OpsVendorChanged,
  OpsVendorList,
  OpsWalletKeyList,
} from '@jade/contract/ops-games';
import { opsApi } from '../api/ops-api';

const qs = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
};
const enc = encodeURIComponent;

export const vendorList = () => opsApi('/ops/vendors', OpsVendorList);
export const walletKeys = () => opsApi('/ops/vendors/wallet-keys', OpsWalletKeyList);
export const setVendor = (code: string, body: { maintenance?: boolean; enabled?: boolean }) =>
  opsApi(`/ops/vendors/${enc(code)}`, OpsVendorChanged, { method: 'PUT', body });
export const rotateKey = (code: string) =>
  opsApi(`/ops/vendors/${enc(code)}/wallet-key/rotate`, OpsRotatedKey, { method: 'POST', body: {} });

export type TitleFilter = { vendor: string; category: string; name: string };
export const titles = (f: TitleFilter, pageNo: number, pageSize = 20) =>
  opsApi(`/ops/games?${qs({ ...f, pageNo, pageSize })}`, OpsGamePage);
export const setTitle = (gameCode: string, body: { enabled?: boolean; isHot?: boolean; isNew?: boolean }) =>
  opsApi(`/ops/games/${enc(gameCode)}`, OpsGame.pick({ gameCode: true, enabled: true, isHot: true, isNew: true }), {
    method: 'PUT',
    body,
  });

export const jackpots = () => opsApi('/ops/jackpots', OpsJackpotList);
export type RtpFilter = { from: string; to: string; name: string };
export const rtp = (f: RtpFilter, pageNo: number, pageSize = 20) =>
  opsApi(`/ops/games/rtp?${qs({ ...f, tz: -new Date().getTimezoneOffset(), pageNo, pageSize })}`, OpsRtpReport);
