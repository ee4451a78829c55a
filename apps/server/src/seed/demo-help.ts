/** The demo help centre: sections with articles in English and Nepali (HTML, cleaned when seeded). */

type Text = { en: string; ne: string };
export type DemoHelpSection = { code: string; title: Text; articles: { title: Text; content: Text }[] };

export const DEMO_HELP: DemoHelpSection[] = [
  {
    code: 'beginner',
    title: { en: 'Beginner guide', ne: 'सुरुवातकर्ता गाइड' },
    articles: [
      {
        title: { en: 'Create your account', ne: 'आफ्नो खाता बनाउनुहोस्' },
        content: {
          en: '<p>Choose <strong>Sign up</strong> at the top of the page. Pick a username and a password, confirm that you are 18 or older and accept the terms. You can also sign up with your mobile number.</p>',
          ne: '<p>पृष्ठको माथि रहेको <strong>साइन अप</strong> छान्नुहोस्। प्रयोगकर्ता नाम र पासवर्ड रोज्नुहोस्, आफू १८ वर्ष वा माथिको भएको पुष्टि गर्नुहोस् र सर्तहरू स्वीकार गर्नुहोस्। तपाईं मोबाइल नम्बरबाट पनि साइन अप गर्न सक्नुहुन्छ।</p>',
        },
      },
      {
        title: { en: 'Make your first deposit', ne: 'पहिलो जम्मा गर्नुहोस्' },
        content: {
          en: '<p>Open <strong>Deposit</strong> in the header, choose a channel, enter the amount and follow the steps. Bank transfers are confirmed by our team; online payments are credited as soon as they are paid.</p>',
          ne: '<p>हेडरमा रहेको <strong>जम्मा</strong> खोल्नुहोस्, माध्यम छान्नुहोस्, रकम लेख्नुहोस् र चरणहरू पालना गर्नुहोस्। बैंक ट्रान्सफर हाम्रो टोलीले पुष्टि गर्छ; अनलाइन भुक्तानी तिर्नेबित्तिकै खातामा जम्मा हुन्छ।</p>',
        },
      },
      {
        title: { en: 'Play your first game', ne: 'पहिलो खेल खेल्नुहोस्' },
        content: {
          en: '<p>Pick a category in the side menu, then a game. Many games offer a free trial, so you can learn the rules before you play for real.</p>',
          ne: '<p>साइड मेनुबाट कुनै श्रेणी छान्नुहोस्, त्यसपछि खेल छान्नुहोस्। धेरै खेलमा निःशुल्क परीक्षण उपलब्ध छ, त्यसैले वास्तविक रकममा खेल्नुअघि नियम सिक्न सक्नुहुन्छ।</p>',
        },
      },
      {
        title: { en: 'Withdraw your winnings', ne: 'आफ्नो जितेको रकम निकाल्नुहोस्' },
        content: {
          en: '<p>Set a payment password in <em>My account</em>, add a bank account and open <strong>Withdraw</strong>. When the money arrives, confirm the receipt in the withdrawal list.</p>',
          ne: '<p><em>मेरो खाता</em> मा भुक्तानी पासवर्ड राख्नुहोस्, बैंक खाता थप्नुहोस् र <strong>निकासी</strong> खोल्नुहोस्। रकम आइपुगेपछि निकासी सूचीमा प्राप्ति पुष्टि गर्नुहोस्।</p>',
        },
      },
    ],
  },
  {
    code: 'account',
    title: { en: 'Account and security', ne: 'खाता र सुरक्षा' },
    articles: [
      {
        title: { en: 'I forgot my password', ne: 'मैले पासवर्ड बिर्सें' },
        content: {
          en: '<p>Choose <strong>Forgot password</strong> in the login window. You can reset it with a code sent to your verified mobile number or with a link sent to your e-mail.</p>',
          ne: '<p>लगइन विन्डोमा <strong>पासवर्ड बिर्सनुभयो</strong> छान्नुहोस्। प्रमाणित मोबाइल नम्बरमा पठाइएको कोड वा इमेलमा पठाइएको लिङ्कबाट पासवर्ड रिसेट गर्न सक्नुहुन्छ।</p>',
        },
      },
      {
        title: { en: 'Keep your account safe', ne: 'आफ्नो खाता सुरक्षित राख्नुहोस्' },
        content: {
          en: '<ul><li>Never share your password or one-time codes.</li><li>Turn on the authenticator app in <em>My account</em>.</li><li>Sign out on shared devices.</li></ul>',
          ne: '<ul><li>आफ्नो पासवर्ड वा एक पटके कोड कसैलाई नदिनुहोस्।</li><li><em>मेरो खाता</em> मा प्रमाणीकरण एप सक्रिय गर्नुहोस्।</li><li>साझा उपकरणमा साइन आउट गर्नुहोस्।</li></ul>',
        },
      },
    ],
  },
  {
    code: 'payments',
    title: { en: 'Deposits and withdrawals', ne: 'जम्मा र निकासी' },
    articles: [
      {
        title: { en: 'How long does a deposit take?', ne: 'जम्मा हुन कति समय लाग्छ?' },
        content: {
          en: '<p>Online payments are credited at once. Bank transfers are usually confirmed within 15 minutes during opening hours.</p>',
          ne: '<p>अनलाइन भुक्तानी तुरुन्तै जम्मा हुन्छ। बैंक ट्रान्सफर प्रायः कार्यालय समयमा १५ मिनेटभित्र पुष्टि हुन्छ।</p>',
        },
      },
      {
        title: { en: 'Why was my withdrawal rejected?', ne: 'मेरो निकासी किन अस्वीकार भयो?' },
        content: {
          en: '<p>The account name must match the name on your bank account, and bonuses must reach their turnover first. The rejected amount returns to your wallet at once.</p>',
          ne: '<p>खाताको नाम तपाईंको बैंक खाताको नामसँग मिल्नुपर्छ, र बोनसको टर्नओभर पहिले पूरा हुनुपर्छ। अस्वीकार भएको रकम तुरुन्तै तपाईंको वालेटमा फर्किन्छ।</p>',
        },
      },
    ],
  },
  {
    code: 'term',
    title: { en: 'Terms and conditions', ne: 'नियम र सर्तहरू' },
    articles: [
      {
        title: { en: 'General terms', ne: 'सामान्य सर्तहरू' },
        content: {
          en: '<p>By using this site you agree to these terms. One account per person; accounts may not be transferred or sold.</p>',
          ne: '<p>यो साइट प्रयोग गरेर तपाईं यी सर्तहरूमा सहमत हुनुहुन्छ। एक व्यक्तिको एउटा मात्र खाता; खाता हस्तान्तरण वा बिक्री गर्न पाइँदैन।</p>',
        },
      },
      {
        title: { en: 'Age and eligibility', ne: 'उमेर र योग्यता' },
        content: {
          en: '<p>You must be at least 18 years old to open an account and play. We may ask for proof of age at any time.</p>',
          ne: '<p>खाता खोल्न र खेल्न तपाईं कम्तीमा १८ वर्षको हुनुपर्छ। हामी कुनै पनि बेला उमेरको प्रमाण माग्न सक्छौं।</p>',
        },
      },
      {
        title: { en: 'Responsible gaming', ne: 'जिम्मेवार खेल' },
        content: {
          en: '<p>Play for fun and only with money you can afford to lose. Contact customer service if you want to set limits or close your account.</p>',
          ne: '<p>रमाइलोका लागि र गुमाउन सक्ने रकमले मात्र खेल्नुहोस्। सीमा तोक्न वा खाता बन्द गर्न चाहनुहुन्छ भने ग्राहक सेवालाई सम्पर्क गर्नुहोस्।</p>',
        },
      },
      {
        title: { en: 'Privacy', ne: 'गोपनीयता' },
        content: {
          en: '<p>We keep your personal data only to run your account and to meet our legal duties, and never sell it.</p>',
          ne: '<p>हामी तपाईंको व्यक्तिगत विवरण खाता सञ्चालन र कानुनी दायित्व पूरा गर्न मात्र राख्छौं, र कहिल्यै बेच्दैनौं।</p>',
        },
      },
    ],
  },
  {
    code: 'responsible',
    title: { en: 'Play responsibly', ne: 'जिम्मेवारीपूर्वक खेल्नुहोस्' },
    articles: [
      {
        title: { en: 'Tools to stay in control', ne: 'नियन्त्रणमा रहने उपायहरू' },
        content: {
          en: '<p>In <em>My account</em> → <strong>Security centre</strong>, turn on the <strong>reality check</strong>: every 15, 30 or 60 minutes it shows how long you have played and what you have won or lost. <strong>Profit and loss</strong> shows your deposits, withdrawals and net position for any period, and you can download or print it as a statement.</p>',
          ne: '<p><em>मेरो खाता</em> → <strong>सुरक्षा केन्द्र</strong> मा <strong>वास्तविकता जाँच</strong> सक्रिय गर्नुहोस्: हरेक १५, ३० वा ६० मिनेटमा तपाईंले कति समय खेल्नुभयो र कति जित्नुभयो वा हार्नुभयो भन्ने देखाउँछ। <strong>नाफा र नोक्सान</strong> ले कुनै पनि अवधिको जम्मा, निकासी र खुद स्थिति देखाउँछ, र तपाईं यसलाई विवरणका रूपमा डाउनलोड वा प्रिन्ट गर्न सक्नुहुन्छ।</p>',
        },
      },
      {
        title: { en: 'Where to get help', ne: 'सहयोग कहाँ पाउने' },
        content: {
          en: '<p>If gambling stops being fun, talk to someone. These organisations offer free, confidential help:</p><ul><li><a href="https://www.gamblersanonymous.org/" target="_blank" rel="noopener noreferrer">Gamblers Anonymous</a></li><li><a href="https://www.gamcare.org.uk/" target="_blank" rel="noopener noreferrer">GamCare</a></li><li><a href="https://www.begambleaware.org/" target="_blank" rel="noopener noreferrer">BeGambleAware</a></li></ul><p>You can also ask our customer service to help you take a break.</p>',
          ne: '<p>जुवा रमाइलो नरहे, कसैसँग कुरा गर्नुहोस्। यी संस्थाहरूले निःशुल्क र गोप्य सहयोग दिन्छन्:</p><ul><li><a href="https://www.gamblersanonymous.org/" target="_blank" rel="noopener noreferrer">Gamblers Anonymous</a></li><li><a href="https://www.gamcare.org.uk/" target="_blank" rel="noopener noreferrer">GamCare</a></li><li><a href="https://www.begambleaware.org/" target="_blank" rel="noopener noreferrer">BeGambleAware</a></li></ul><p>विश्राम लिन सहयोगका लागि हाम्रो ग्राहक सेवालाई पनि सोध्न सक्नुहुन्छ।</p>',
        },
      },
    ],
  },
];
