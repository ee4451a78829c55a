import type { GameCategory } from '@jade/contract/catalog';

/** The demo merchant's content: fictional vendors and brand copy in English and Nepali. */

export const DEMO_VENDORS: { code: string; name: string; category: GameCategory }[] = [
  { code: 'INHOUSE', name: 'Jade Originals', category: 'INHOUSE' },
  { code: 'LOTUS', name: 'Lotus Spin', category: 'RNG' },
  { code: 'HIMAL', name: 'Himal Gaming', category: 'RNG' },
  { code: 'EVEREST', name: 'Everest Reels', category: 'RNG' },
  { code: 'YETI', name: 'Yeti Play', category: 'RNG' },
  { code: 'RHINO', name: 'Rhino Slots', category: 'RNG' },
  { code: 'ROYALDL', name: 'Royal Dealer Live', category: 'LIVE' },
  { code: 'CRYSTAL', name: 'Crystal Live', category: 'LIVE' },
  { code: 'OCEAN', name: 'Ocean Catch', category: 'FISH' },
  { code: 'LOTUS', name: 'Lotus Spin', category: 'FISH' },
  { code: 'CARDMS', name: 'Card Masters', category: 'PVP' },
  { code: 'TEENPH', name: 'Teen Patti House', category: 'PVP' },
  { code: 'SUMMIT', name: 'Summit Sports', category: 'SPORTS' },
  { code: 'IMES', name: 'IM Esports', category: 'ESPORTS' },
  { code: 'DS88', name: 'DS88 Cockfight', category: 'COCKFIGHT' },
  { code: 'TCG_LOTTO_VN', name: 'TCG Lotto VN', category: 'LOTT' },
  { code: 'TCG_SEA', name: 'TCG SEA Lottery', category: 'LOTT' },
  { code: 'LOTT', name: 'Jade Lottery', category: 'LOTT' },
  { code: 'ELOTT', name: 'Jade E-Lottery', category: 'ELOTT' },
];

export const DEMO_BANNERS: {
  groupName: string;
  slug: string;
  title: { en: string; ne: string };
  linkageType: string;
  linkageValue: string;
}[] = [
  {
    groupName: 'w_home',
    slug: 'welcome-bonus',
    title: { en: 'Welcome bonus', ne: 'स्वागत बोनस' },
    linkageType: 'ROUTE',
    linkageValue: '/promotions',
  },
  {
    groupName: 'w_home',
    slug: 'live-casino-nights',
    title: { en: 'Live casino nights', ne: 'लाइभ क्यासिनो रात' },
    linkageType: 'ROUTE',
    linkageValue: '/live',
  },
  {
    groupName: 'w_home',
    slug: 'daily-slot-race',
    title: { en: 'Daily slot race', ne: 'दैनिक स्लट दौड' },
    linkageType: 'ROUTE',
    linkageValue: '/rng',
  },
  {
    groupName: 'w_register',
    slug: 'join-jade',
    title: { en: 'Join Jade today', ne: 'आजै जेडमा सामेल हुनुहोस्' },
    linkageType: 'NONE',
    linkageValue: '',
  },
  {
    groupName: 'w_leftmenu',
    slug: 'reward-centre',
    title: { en: 'Reward centre', ne: 'पुरस्कार केन्द्र' },
    linkageType: 'ROUTE',
    linkageValue: '/promotions',
  },
  {
    groupName: 'w_login',
    slug: 'welcome-back',
    title: { en: 'Welcome back', ne: 'फेरि स्वागत छ' },
    linkageType: 'NONE',
    linkageValue: '',
  },
  {
    groupName: 'w_forget',
    slug: 'account-help',
    title: { en: 'Account help', ne: 'खाता सहायता' },
    linkageType: 'NONE',
    linkageValue: '',
  },
];

export const DEMO_ANNOUNCEMENTS: {
  type: string;
  execution: string | null;
  title: { en: string; ne: string };
  content: { en: string; ne: string };
}[] = [
  {
    type: 'H',
    execution: null,
    title: { en: 'Welcome to Jade', ne: 'जेडमा स्वागत छ' },
    content: {
      en: '<p>Welcome to Jade. Play responsibly: the site is for adults of 18 years and over.</p>',
      ne: '<p>जेडमा स्वागत छ। जिम्मेवारीपूर्वक खेल्नुहोस्: यो साइट १८ वर्ष वा माथिका वयस्कहरूका लागि हो।</p>',
    },
  },
  {
    type: 'PL',
    execution: null,
    title: { en: 'Scheduled maintenance on Sunday', ne: 'आइतबार निर्धारित मर्मत' },
    content: {
      en: '<p>Some live tables will be unavailable on Sunday between 02:00 and 04:00 (GMT+5:45).</p>',
      ne: '<p>आइतबार ०२:०० देखि ०४:०० (GMT+5:45) सम्म केही लाइभ टेबलहरू उपलब्ध हुने छैनन्।</p>',
    },
  },
  {
    type: 'PL',
    execution: null,
    title: { en: 'New deposit channel', ne: 'नयाँ जम्मा माध्यम' },
    content: {
      en: '<p>Bank transfer deposits are now confirmed within minutes.</p>',
      ne: '<p>बैंक ट्रान्सफर जम्मा अब केही मिनेटमै पुष्टि हुन्छ।</p>',
    },
  },
  {
    type: 'PU',
    execution: 'B',
    title: { en: 'Sign up and claim your welcome bonus', ne: 'साइन अप गर्नुहोस् र स्वागत बोनस लिनुहोस्' },
    content: {
      en: '<p>New members receive a welcome bonus on their first deposit.</p>',
      ne: '<p>नयाँ सदस्यहरूले पहिलो जम्मामा स्वागत बोनस पाउँछन्।</p>',
    },
  },
  {
    type: 'PU',
    execution: 'A',
    title: { en: 'Weekly rebate is live', ne: 'साप्ताहिक रिबेट सुरु भयो' },
    content: { en: '<p>Your weekly rebate is paid every Monday.</p>', ne: '<p>तपाईंको साप्ताहिक रिबेट हरेक सोमबार भुक्तानी हुन्छ।</p>' },
  },
  {
    type: 'PR',
    execution: null,
    title: { en: 'Refer a friend', ne: 'साथीलाई सिफारिस गर्नुहोस्' },
    content: {
      en: '<p>Invite friends with your referral link and earn together.</p>',
      ne: '<p>आफ्नो रेफरल लिङ्कबाट साथीहरूलाई निम्तो दिनुहोस् र सँगै कमाउनुहोस्।</p>',
    },
  },
];

export const DEMO_CUSTOMER_SERVICE = [
  { csPosition: 'TELEGRAM-1', title: 'Telegram support', path: 'https://t.me/jade_demo_support', type: 'TELEGRAM' },
  { csPosition: 'TELEGRAM-2', title: 'Telegram VIP desk', path: 'https://t.me/jade_demo_vip', type: 'TELEGRAM' },
  { csPosition: 'TELEGRAM-3', title: 'Telegram agents', path: 'https://t.me/jade_demo_agents', type: 'TELEGRAM' },
  { csPosition: 'FACEBOOK-1', title: 'Facebook', path: 'https://www.facebook.com/jade.demo', type: 'FACEBOOK' },
  { csPosition: 'WHATSAPP-1', title: 'WhatsApp', path: 'https://wa.me/9779800000000', type: 'WHATSAPP' },
];

export const DEMO_RESOURCES = [
  { key: 'ios', resourceType: 'IOS', labelNameEn: 'iOS app', url: 'https://download.jade.example/ios' },
  { key: 'android', resourceType: 'Android', labelNameEn: 'Android app', url: 'https://download.jade.example/android.apk' },
  { key: 'lite', resourceType: 'LITE', labelNameEn: 'Lite app', url: 'https://download.jade.example/lite' },
  { key: 'whatsapp', resourceType: 'WHATSAPP', labelNameEn: 'WhatsApp', url: 'https://wa.me/9779800000000' },
];
