/** Feature-flag ids (spec §3): the whitelabel tree's modId values. */
export const FEATURE_FLAGS = [
  'AGENTPOLICY3',
  'PTSYS3',
  'MANPLAYREB3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** What each flag gates, for operators reading the audit trail and the ops API. */
export const FEATURE_FLAG_PURPOSE: Record<FeatureFlag, string> = {
  AGENTPOLICY3: 'Agent contracts: dividend, daily, hourly and real-time salary',
  PTSYS3: 'Points system and points mall',
  MANPLAYREB3: 'Manual rebate for members',
  MOBILENUMREG3: 'Registration by mobile number',
  REGMOBVERF3: 'SMS verification of the mobile number at registration',
  MOBILENUMPASSREG3: 'Password field on mobile registration',
  FREEPLAY3: 'Trial (free play) login',
  PWDEXPFORCECHANGE3: 'Force a password change when the password has expired',
  MOBILEVERCODELOGIN3: 'Log in with an SMS code',
};
