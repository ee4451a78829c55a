import { useEffect, useState } from 'react';

/**
 * The server's clock now, ticking every second: the device's clock moved by the difference the
 * last answer showed (`serverTime` read at `receivedAt`), so a countdown does not trust a device
 * whose clock is off.
 */
export function useServerNow(serverTime: string | undefined, receivedAt: number): number {
  const offset = serverTime && receivedAt ? Date.parse(serverTime) - receivedAt : 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return now + offset;
}
