/** Business constants and limits of spec §9, shared by server and web. */
export const LIMITS = {
  minimumAge: 18,
  birthdayCheckAge: 21,
  smsSecondsPerMinute: 60,
  smsDefaultMinutes: 1,
  smsTooManyRequestsWaitMs: 5 * 60 * 1000,
  smsClickThrottleMs: 1000,
  captchaRefreshThrottleMs: 1000,
  favouriteToggleThrottleMs: 1000,
  realtimeSalaryEveryMinutes: 5,
  feedbackMinChars: 20,
  feedbackMaxChars: 200,
  activityRemarkMaxChars: 140,
  imageMaxBytes: 5 * 1024 * 1024,
  imageMaxCount: 3,
  imageTypes: ['image/png', 'image/jpeg'],
  announcementPageSize: 9,
  pagerMargin: 1,
  pagerRange: 5,
  gameListPageSize: 20,
  recentPageSize: 20,
  winnerLimit: 20,
  favouritesPageSize: 999,
  homeVendorCap: 12,
  homeRowsPerChunk: 2,
  homeSlidesPerView: 6,
  biggestWinsShown: 9,
  bannerAutoplayMs: 5000,
  bannerTransitionMs: 1000,
  bannerSpacing: 20.3,
  rememberLoginMs: 86_400_000,
  lazyScriptTimeoutMs: 120_000,
  qrCodeSize: 120,
  esportVendor: 'IMES',
  cockfightVendor: 'DS88',
  agentTypes: [1, 2, 41, 42],
  trialType: 4,
  datePresetsDays: [7, 30],
  sessionIdleMinutes: 30,
  sessionAbsoluteHours: 12,
  /** After a forced password change is due, how long the old password need not be asked again. */
  passwordGraceMinutes: 10,
  captchaTtlMinutes: 5,
  loginFailureWindowMinutes: 15,
  loginFailuresPerHour: 100,
  trialHours: 24,
  /** Largest JSON body the API accepts, in bytes. */
  maxBodyBytes: 1024 * 1024,
} as const;

/** Keys of local and session storage the web app relies on (spec §9). */
export const STORAGE_KEYS = {
  language: 'lang',
  languageHistory: 'hisLang',
  theme: 'theme',
  token: 'token',
  merchantCode: 'merchantCode',
} as const;

/** One-time codes: how long they live, how often they may be sent and tried. */
export const CODE_LIMITS = {
  expiredMinutes: 3,
  digits: 6,
  maxAttempts: 5,
  resendSeconds: 60,
  perRecipientPerHour: 5,
  perIpPerHour: 20,
} as const;

/**
 * The header the web sends on its reward-centre reads when it runs as the installed app (display
 * mode standalone): the marker of an app-download reward. The client asserts it (decision 024).
 * Here, not in promotions.ts: the header's account menu sends it on the first screen, whose
 * bundle carries no zod schema.
 */
export const APP_DISPLAY_HEADER = 'x-jade-display-mode';
export const APP_DISPLAY_STANDALONE = 'standalone';
