import { useQuery } from '@tanstack/react-query';
import { registerConfigQuery } from '@/lib/queries/register-config';

/**
 * The merchant's login-password rule (from the registration config): the register centre checks a
 * downline's password with it, as the server does.
 */
export const usePasswordRule = () => useQuery({ ...registerConfigQuery(), select: (config) => config.passwordRule });
