import type { Db } from '../db/client';
import { cleanHtml } from '../lib/html';
import * as content from '../modules/content/content.service';
import * as members from '../modules/members/members.service';
import * as messages from '../modules/messages/messages.service';
import { DEMO_HELP } from './demo-help';

type Text = { en: string; ne: string };
const notice = (title: Text, en: string, ne: string) => ({ title, content: { en: `<p>${en}</p>`, ne: `<p>${ne}</p>` } });

/** More player notices, so the announcement list has a second page (9 a page). */
const MORE_NOTICES = [
  notice(
    { en: 'Live casino hours extended', ne: 'लाइभ क्यासिनोको समय थपियो' },
    'Live tables now open from 10:00 until 04:00 every day.',
    'लाइभ टेबलहरू अब हरेक दिन बिहान १०:०० देखि राति ०४:०० सम्म खुला हुन्छन्।',
  ),
  notice(
    { en: 'New slot titles every Friday', ne: 'हरेक शुक्रबार नयाँ स्लट खेलहरू' },
    'Look for the <strong>New</strong> tab in the slot centre.',
    'स्लट केन्द्रमा <strong>नयाँ</strong> ट्याब हेर्नुहोस्।',
  ),
  notice(
    { en: 'Verify your mobile number', ne: 'आफ्नो मोबाइल नम्बर प्रमाणित गर्नुहोस्' },
    'A verified number lets you reset your password and sign in by SMS.',
    'प्रमाणित नम्बरले पासवर्ड रिसेट गर्न र SMS बाट लगइन गर्न मद्दत गर्छ।',
  ),
  notice(
    { en: 'Dashain holiday service hours', ne: 'दशैं बिदाको सेवा समय' },
    'Bank transfer deposits are confirmed from 08:00 to 22:00 during the holidays.',
    'बिदाको समयमा बैंक ट्रान्सफर जम्मा बिहान ०८:०० देखि राति १०:०० सम्म पुष्टि हुन्छ।',
  ),
  notice(
    { en: 'Withdrawals to e-wallets', ne: 'ई-वालेटमा निकासी' },
    'You can now add an e-wallet as a payout account.',
    'अब तपाईं ई-वालेटलाई भुक्तानी खाताको रूपमा थप्न सक्नुहुन्छ।',
  ),
  notice(
    { en: 'Beware of fake support accounts', ne: 'नक्कली सहयोग खाताहरूबाट सावधान' },
    'Our staff never ask for your password or one-time codes.',
    'हाम्रा कर्मचारीले कहिल्यै तपाईंको पासवर्ड वा एक पटके कोड माग्दैनन्।',
  ),
  notice(
    { en: 'Cricket league betting is open', ne: 'क्रिकेट लिगमा बाजी खुला छ' },
    'Every match of the league is in the sports centre.',
    'लिगका सबै खेल खेलकुद केन्द्रमा उपलब्ध छन्।',
  ),
  notice(
    { en: 'Turn on the authenticator app', ne: 'प्रमाणीकरण एप सक्रिय गर्नुहोस्' },
    'Add a second step to your sign-in in My account.',
    'मेरो खातामा गएर लगइनमा दोस्रो चरण थप्नुहोस्।',
  ),
  notice(
    { en: 'Customer service on Telegram', ne: 'टेलिग्राममा ग्राहक सेवा' },
    'Reach us on Telegram from the side menu, every day.',
    'साइड मेनुबाट हरेक दिन टेलिग्राममा हामीलाई सम्पर्क गर्नुहोस्।',
  ),
];

/** The first-sign-in popup (execution F): where a new member starts. */
const FIRST_LOGIN_POPUP = {
  title: { en: 'New here? Start with the beginner guide', ne: 'नयाँ हुनुहुन्छ? सुरुवातकर्ता गाइडबाट सुरु गर्नुहोस्' },
  content: {
    en: '<p>The <a href="/help#beginner">beginner guide</a> shows how to deposit, play and withdraw in four short steps.</p>',
    ne: '<p><a href="/help#beginner">सुरुवातकर्ता गाइड</a> ले चार छोटा चरणमा जम्मा गर्ने, खेल्ने र निकासी गर्ने तरिका देखाउँछ।</p>',
  },
};

const WELCOME = {
  title: { en: 'Welcome to Jade', ne: 'जेडमा स्वागत छ' },
  content: {
    en: 'Hello and welcome! Your account is ready. New here? The beginner guide in the help centre walks you through deposits, games and withdrawals. If you need anything, our customer service is open every day.',
    ne: 'नमस्ते, स्वागत छ! तपाईंको खाता तयार छ। नयाँ हुनुहुन्छ? सहायता केन्द्रको सुरुवातकर्ता गाइडले जम्मा, खेल र निकासीबारे बताउँछ। केही चाहिएमा हाम्रो ग्राहक सेवा हरेक दिन खुला छ।',
  },
};

/** Help centre, more notices, the first-sign-in popup and demo01's welcome message. */
export async function seedDemoMessages(tx: Db, merchantId: number) {
  const clean = (t: Text) => ({ en: cleanHtml(t.en), ne: cleanHtml(t.ne) });
  await content.addAnnouncements(tx, [
    ...MORE_NOTICES.map((n, i) => ({
      merchantId,
      type: 'PL',
      execution: null,
      title: n.title,
      content: clean(n.content),
      sort: 10 + i,
    })),
    {
      merchantId,
      type: 'PU',
      execution: 'F',
      title: FIRST_LOGIN_POPUP.title,
      content: clean(FIRST_LOGIN_POPUP.content),
      sort: 30,
    },
  ]);
  for (const [i, s] of DEMO_HELP.entries()) {
    await content.saveHelpSection(tx, merchantId, s.code, { title: s.title, sort: i, articles: s.articles });
  }
  const demo01 = await members.findByUsername(tx, merchantId, 'demo01');
  if (demo01) {
    await messages.deliver(
      tx,
      merchantId,
      { audience: 'member', target: demo01.username, sender: 'system', ...WELCOME },
      { kind: 'one', accountId: demo01.id },
    );
  }
}
